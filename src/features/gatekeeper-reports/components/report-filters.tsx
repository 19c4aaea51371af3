import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../components/date-time-field.tsx';
import { PALLET_STATUSES, type PalletStatus } from '../../../domain/gatekeeper/constants.ts';
import { GATEKEEPER_REPORTS_NS } from '../i18n.ts';
import { DATE_TIME_FORMAT, type FilterField, type ReportFilter } from '../report-filter.ts';

interface ReportFiltersProps {
  kind: 'headers' | 'items';
  filter: ReportFilter;
  errors: Partial<Record<FilterField, string>>;
  onChange: (patch: Partial<ReportFilter>) => void;
}

const ltr = { htmlInput: { dir: 'ltr' } };

/** Pallet Numbers, Pallet Status (header report) or UPC (items report), From and To Date Time (typed or picked). */
export function ReportFilters({ kind, filter, errors, onChange }: ReportFiltersProps) {
  const { t } = useTranslation(GATEKEEPER_REPORTS_NS);
  const dateField = (field: 'from' | 'to') => (
    <DateTimeField
      label={t(`filters.${field}`)}
      format={DATE_TIME_FORMAT}
      value={filter[field]}
      onChange={(text) => onChange({ [field]: text })}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? t('filters.dateHint')}
    />
  );

  return (
    <>
      <TextField
        size="small"
        label={t('filters.palletNumbers')}
        placeholder="PLT-0001, PLT-0002"
        value={filter.palletNumbers}
        onChange={(e) => onChange({ palletNumbers: e.target.value })}
        error={Boolean(errors.palletNumbers)}
        helperText={errors.palletNumbers ?? t('filters.palletNumbersHint')}
        slotProps={ltr}
        sx={{ minWidth: 260 }}
      />
      {kind === 'headers' ? (
        <TextField
          select
          size="small"
          label={t('filters.palletStatus')}
          value={filter.palletStatus}
          onChange={(e) => onChange({ palletStatus: e.target.value as '' | PalletStatus })}
          helperText=" "
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('filters.any')}</MenuItem>
          {PALLET_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          size="small"
          label={t('filters.upc')}
          value={filter.upc}
          onChange={(e) => onChange({ upc: e.target.value })}
          error={Boolean(errors.upc)}
          helperText={errors.upc ?? ' '}
          slotProps={ltr}
          sx={{ minWidth: 180 }}
        />
      )}
      {dateField('from')}
      {dateField('to')}
    </>
  );
}
