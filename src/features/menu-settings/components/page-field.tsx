import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { MenuPage } from '../../../domain/navigation/contracts.ts';

interface PageFieldProps {
  pages: readonly MenuPage[];
  /** The chosen page's path, or '' for none. */
  value: string;
  onChange: (path: string) => void;
  onBlur: () => void;
  label: string;
  error?: string;
  hint: string;
}

/** The url of a link or item, chosen from the application's pages by title or path (spec 000 §3). */
export function PageField({ pages, value, onChange, onBlur, label, error, hint }: PageFieldProps) {
  return (
    <Autocomplete
      options={pages}
      value={pages.find((p) => p.path === value) ?? null}
      onChange={(_event, page) => onChange(page?.path ?? '')}
      onBlur={onBlur}
      getOptionLabel={(page) => page.path}
      isOptionEqualToValue={(a, b) => a.path === b.path}
      filterOptions={(options, { inputValue }) => {
        const needle = inputValue.trim().toLocaleLowerCase();
        return options.filter((p) => `${p.title} ${p.path}`.toLocaleLowerCase().includes(needle));
      }}
      renderOption={({ key, ...props }, page) => (
        <li key={key} {...props}>
          <Box>
            <Box>{page.title}</Box>
            <Box dir="ltr" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
              {page.path}
            </Box>
          </Box>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} required error={Boolean(error)} helperText={error ?? hint} />}
    />
  );
}
