import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../lib/i18n-common.ts';

interface FilterBarProps {
  /** The filter fields. */
  children: ReactNode;
  onSearch: () => void;
  onClear: () => void;
  searchDisabled?: boolean;
  /** Further actions beside Search and Clear, e.g. Add New or Export to Excel. */
  extra?: ReactNode;
  /** The search region's name where a screen has two ('Filters' otherwise). */
  label?: string;
}

/** The filter row above a grid: a search form, so Enter in any field runs the search. */
export function FilterBar({ children, onSearch, onClear, searchDisabled = false, extra, label }: FilterBarProps) {
  const { t } = useTranslation(COMMON_NS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter submits the form even when the Search button is disabled; honour the button's state.
    if (!searchDisabled) onSearch();
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={label ?? t('filters')}
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}
    >
      {children}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={searchDisabled}>
          {t('search')}
        </Button>
        <Button type="button" variant="outlined" onClick={onClear}>
          {t('clear')}
        </Button>
      </Box>
      {extra && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, marginInlineStart: 'auto' }}>{extra}</Box>}
    </Box>
  );
}
