import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-time-field.tsx';
import { REJECTION_DEPARTMENTS, REJECTION_REASONS } from '../../../domain/activation/constants.ts';
import { ACTIVATION_NS } from '../i18n.ts';
import { DATE_FORMAT, type FilterProblem, type RejectionFilter } from './rejection-filter.ts';

/** PID, Department (with None), Reason, Assigned To, Created Name, Created Date (spec 000 §2). */
export function RejectionFilters({
  draft,
  problems,
  onChange,
}: {
  draft: RejectionFilter;
  problems: FilterProblem[];
  onChange: (change: Partial<RejectionFilter>) => void;
}) {
  const { t } = useTranslation(ACTIVATION_NS);
  const text = (name: 'pId' | 'assignedToName' | 'createdName', width = 180) => (
    <TextField
      size="small"
      label={t(`rejections.columns.${name}`)}
      value={draft[name]}
      onChange={(e) => onChange({ [name]: e.target.value })}
      error={problems.includes(name as FilterProblem)}
      helperText={problems.includes(name as FilterProblem) ? t('rejections.badPid') : undefined}
      sx={{ width }}
      slotProps={{ htmlInput: name === 'pId' ? { inputMode: 'numeric', dir: 'ltr' } : { maxLength: 100 } }}
    />
  );
  return (
    <>
      {text('pId', 130)}
      <TextField
        select
        size="small"
        label={t('rejections.columns.department')}
        value={draft.department}
        onChange={(e) => onChange({ department: e.target.value })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('rejections.none')}</MenuItem>
        {REJECTION_DEPARTMENTS.map((d) => (
          <MenuItem key={d} value={d}>
            {d}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('rejections.columns.reason')}
        value={draft.reason}
        onChange={(e) => onChange({ reason: e.target.value })}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{t('rejections.none')}</MenuItem>
        {REJECTION_REASONS.map((r) => (
          <MenuItem key={r} value={r}>
            {r}
          </MenuItem>
        ))}
      </TextField>
      {text('assignedToName')}
      {text('createdName')}
      <DateField
        label={t('rejections.columns.createdDateUTC')}
        value={draft.date}
        onChange={(date) => onChange({ date })}
        format={DATE_FORMAT}
        error={problems.includes('date')}
        helperText={problems.includes('date') ? t('rejections.badDate') : undefined}
      />
    </>
  );
}
