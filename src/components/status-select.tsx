import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { RECORD_STATUSES, type RecordStatus } from '../domain/fields.ts';
import { KIT_NS } from '../lib/kit-i18n.ts';

/** A record's status: Active ('a') or Inactive ('i') (spec 000 §2, §9), e.g. of a state or an area. */
export function StatusSelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: RecordStatus;
  onChange: (status: RecordStatus) => void;
  error?: string;
}) {
  const { t } = useTranslation(KIT_NS);
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as RecordStatus)}
      error={Boolean(error)}
      helperText={error}
    >
      {RECORD_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {t(`status.${status}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
