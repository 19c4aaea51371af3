import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../components/date-time-field.tsx';
import { IdSelect } from '../../components/id-select.tsx';
import { ruleValueColumns, type BulkUpdateType } from '../../domain/bulk-update/constants.ts';
import { useCountryLookup } from '../../lib/lookups/reference-lookups.ts';
import { BULK_UPDATE_NS } from './i18n.ts';
import { BULK_DATE_TIME_FORMAT } from './use-bulk-update-columns.tsx';

interface RuleValuesFieldsProps {
  updateType: BulkUpdateType;
  values: Record<string, string>;
  setValue: (column: string, value: string) => void;
  errorOf: (field: string) => string | undefined;
}

/**
 * The values every row of an update by rule takes, entered instead of a file's columns: the type's
 * columns but the product's own (a country by name, kept as its code, as a file names it).
 */
export function RuleValuesFields({ updateType, values, setValue, errorOf }: RuleValuesFieldsProps) {
  const { t } = useTranslation(BULK_UPDATE_NS);
  const countries = useCountryLookup();
  return ruleValueColumns(updateType).map((column) => {
    const label = t(`values.${column}`);
    const value = values[column] ?? '';
    const error = errorOf(`values.${column}`);
    if (column === 'countryCode') {
      const chosen = countries.options.find((c) => c.countryCode === value);
      return (
        <IdSelect
          key={column}
          {...countries}
          label={label}
          value={chosen ? countries.idOf(chosen) : null}
          onChange={(id) => setValue(column, countries.options.find((c) => countries.idOf(c) === id)?.countryCode ?? '')}
          error={error}
        />
      );
    }
    if (column === 'launchDateTime')
      return (
        <DateTimeField
          key={column}
          label={label}
          value={value}
          onChange={(text) => setValue(column, text)}
          format={BULK_DATE_TIME_FORMAT}
          width="100%"
          error={Boolean(error)}
          helperText={error}
        />
      );
    return (
      <TextField
        key={column}
        label={label}
        value={value}
        onChange={(e) => setValue(column, e.target.value)}
        error={Boolean(error)}
        helperText={error}
        required
        slotProps={{
          htmlInput: {
            dir: column === 'ar_promotionTag' ? 'rtl' : column === 'dprice' ? 'ltr' : 'auto',
            inputMode: column === 'dprice' ? 'decimal' : undefined,
          },
        }}
      />
    );
  });
}
