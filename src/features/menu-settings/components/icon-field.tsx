import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { NAV_ICON_NAMES, NavIcon } from '../../../components/nav-icon.tsx';

interface IconFieldProps {
  value: string;
  onChange: (icon: string) => void;
  label: string;
  hint: string;
}

/** A Material icon name, typed or picked from the icons the navigation can draw, with a preview. */
export function IconField({ value, onChange, label, hint }: IconFieldProps) {
  return (
    <Autocomplete
      freeSolo
      options={NAV_ICON_NAMES}
      value={value}
      onInputChange={(_event, text) => onChange(text)}
      renderOption={({ key, ...props }, name) => (
        <li key={key} {...props}>
          <NavIcon name={name} fontSize="small" sx={{ marginInlineEnd: 1 }} />
          {name}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={hint}
          slotProps={{
            ...params.slotProps,
            input: { ...params.slotProps.input, startAdornment: <NavIcon name={value} fontSize="small" sx={{ marginInlineStart: 1 }} /> },
            htmlInput: { ...params.slotProps.htmlInput, maxLength: 60, spellCheck: false },
          }}
        />
      )}
    />
  );
}
