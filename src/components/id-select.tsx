import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** What IdSelect and IdAutocomplete share: a pick list (e.g. `useCountryLookup()`, spread) and the chosen id. */
export interface IdPickerProps<T> {
  label: string;
  options: readonly T[];
  /** The chosen record's id, or null for none. */
  value: number | null;
  onChange: (id: number | null) => void;
  idOf: (option: T) => number;
  labelOf: (option: T) => string;
  disabled?: boolean;
}

interface IdSelectProps<T> extends IdPickerProps<T> {
  error?: string;
  /** Shown under the field when there is no error, e.g. why it is empty. */
  hint?: string;
  /** An optional choice: a first option of this name chooses none (null), e.g. 'All states'. */
  noneLabel?: string;
}

/** A drawer's select of one record of a pick list (the country and state of a state or an area). */
export function IdSelect<T>({ label, options, value, onChange, idOf, labelOf, error, hint, disabled, noneLabel }: IdSelectProps<T>) {
  // A value not (yet) among the options shows empty rather than upsetting the select.
  const known = value !== null && options.some((o) => idOf(o) === value);
  return (
    <TextField
      select
      label={label}
      value={known ? String(value) : ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      error={Boolean(error)}
      helperText={error ?? hint}
      disabled={disabled}
      slotProps={noneLabel ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {noneLabel && <MenuItem value="">{noneLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={idOf(option)} value={String(idOf(option))} dir="auto">
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
