import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  label: string;
  /** What the text is matched in, e.g. 'Code or details'. */
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A list's free-text filter; Search or Enter in the filter bar applies it. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 280 }}
    />
  );
}
