import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_SETTINGS_NS } from '../i18n.ts';
import type { TreeSearch } from '../use-tree-search.ts';

/** Search in the tree with previous and next match and a live counter; Enter and Shift+Enter step too. */
export function TreeSearchBar({ search, disabled }: { search: TreeSearch; disabled: boolean }) {
  const { t } = useTranslation(MENU_SETTINGS_NS);
  const counterId = useId();
  const none = search.count === 0;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (event.shiftKey) search.previous();
    else search.next();
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <TextField
        size="small"
        type="search"
        label={t('searchLabel')}
        value={search.query}
        onChange={(e) => search.setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-describedby': counterId },
        }}
      />
      <IconButton aria-label={t('previousMatch')} onClick={search.previous} disabled={none}>
        <KeyboardArrowUpIcon />
      </IconButton>
      <IconButton aria-label={t('nextMatch')} onClick={search.next} disabled={none}>
        <KeyboardArrowDownIcon />
      </IconButton>
      <Typography id={counterId} role="status" variant="body2" color="text.secondary" sx={{ minWidth: 64 }}>
        {search.query.trim() ? (none ? t('noMatch') : t('matchCount', { current: search.current, total: search.count })) : ''}
      </Typography>
    </Box>
  );
}
