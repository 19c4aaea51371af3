import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-time-field.tsx';
import { STOCK_IN_TRANSIT_NS } from '../i18n.ts';
import { DATE_FORMAT, type EncoderFilter, type FilterProblem } from './encoder-filter.ts';

interface EncoderFiltersProps {
  draft: EncoderFilter;
  problems: FilterProblem[];
  onChange: (patch: Partial<EncoderFilter>) => void;
}

/** The seven filters of spec 002 §2; Enter in a text field (UPC, PID …) runs the search (the filter bar is a form). */
export function EncoderFilters({ draft, problems, onChange }: EncoderFiltersProps) {
  const { t } = useTranslation(STOCK_IN_TRANSIT_NS);
  const text = (field: 'upc' | 'pId' | 'style' | 'createdName', code = false) => {
    const invalid = problems.includes(field as FilterProblem);
    return (
      <TextField
        size="small"
        label={t(`filters.${field}`)}
        value={draft[field]}
        onChange={(e) => onChange({ [field]: e.target.value })}
        error={invalid}
        helperText={invalid ? t(`invalid.${field}`) : undefined}
        slotProps={code ? { htmlInput: { dir: 'ltr', ...(field === 'pId' ? { inputMode: 'numeric' } : {}) } } : undefined}
        sx={{ width: 170 }}
      />
    );
  };
  const select = (field: 'createContent' | 'rackFilled', options: { value: '0' | '1'; word: 'yes' | 'no' }[]) => (
    <TextField
      select
      size="small"
      label={t(`filters.${field}`)}
      value={draft[field]}
      onChange={(e) => onChange({ [field]: e.target.value as EncoderFilter[typeof field] })}
      // 'Any' shows as a value, not as an empty box under the label.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ width: 150 }}
    >
      <MenuItem value="">{t('filters.any')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {t(o.word)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      {text('upc', true)}
      {text('pId', true)}
      {text('style', true)}
      {text('createdName')}
      {select('createContent', [
        { value: '0', word: 'yes' },
        { value: '1', word: 'no' },
      ])}
      {select('rackFilled', [
        { value: '1', word: 'yes' },
        { value: '0', word: 'no' },
      ])}
      <DateField
        label={t('filters.date')}
        format={DATE_FORMAT}
        value={draft.date}
        onChange={(date) => onChange({ date })}
        error={problems.includes('date')}
        helperText={problems.includes('date') ? t('invalid.date') : undefined}
      />
    </>
  );
}
