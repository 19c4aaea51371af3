import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { localName } from '../../lib/local-name.ts';
import type { CodeOption } from '../../lib/lookups/use-code-lookup.ts';
import { DELIVERY_NS } from './i18n.ts';

export type { CodeOption };

interface CodeSelectProps {
  label: string;
  options: readonly CodeOption[];
  value: string;
  onChange: (code: string) => void;
  /** A first option choosing none ('' ), e.g. 'All' in a filter. */
  anyLabel?: string;
  error?: string;
  size?: 'small' | 'medium';
}

/** A code's name in the user's language: the catalogue's words, else the server's names (Arabic in Arabic). */
export function useCodeName(): (option: CodeOption) => string {
  const { t, i18n } = useTranslation(DELIVERY_NS);
  return (o) => t(`codeNames.${o.code}`, { defaultValue: localName(o.name, o.ar_name, i18n.language) });
}

/** A select of one code of a fixed list (delivery types, labels): a filter (with 'All') or a side panel's field. */
export function CodeSelect({ label, options, value, onChange, anyLabel, error, size }: CodeSelectProps) {
  const nameOf = useCodeName();
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      sx={{ minWidth: 200 }}
      slotProps={anyLabel ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {anyLabel && <MenuItem value="">{anyLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.code} value={o.code}>
          {nameOf(o)}
        </MenuItem>
      ))}
    </TextField>
  );
}
