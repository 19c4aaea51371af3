import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { IdPickerProps } from './id-select.tsx';

interface IdAutocompleteProps<T> extends IdPickerProps<T> {
  loading?: boolean;
  minWidth?: number;
}

/** A filter that picks one record of a pick list by typing part of its name (the screens' country and state filters). */
export function IdAutocomplete<T>({
  label,
  options,
  value,
  onChange,
  idOf,
  labelOf,
  loading,
  disabled,
  minWidth = 240,
}: IdAutocompleteProps<T>) {
  return (
    <Autocomplete
      size="small"
      options={options}
      value={options.find((o) => idOf(o) === value) ?? null}
      onChange={(_event, option) => onChange(option ? idOf(option) : null)}
      getOptionLabel={labelOf}
      getOptionKey={(option) => idOf(option)}
      isOptionEqualToValue={(a, b) => idOf(a) === idOf(b)}
      loading={loading}
      disabled={disabled}
      sx={{ minWidth }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
