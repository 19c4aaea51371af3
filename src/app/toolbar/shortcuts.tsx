import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NavIcon } from '../../components/nav-icon.tsx';
import { searchPages } from '../../domain/navigation/flatten.ts';
import { useSession } from '../../features/auth/index.ts';
import { toast } from '../../lib/toast.ts';
import { APP_NS } from '../app-i18n.ts';
import { useNavTitle } from '../navigation/use-nav-title.ts';
import { SEARCH_SUGGESTIONS } from './page-search.tsx';
import { usePageEntries } from './use-page-entries.ts';

/**
 * Favourite pages (spec 000 §2 "Shortcuts"): icons in the toolbar, and a star menu to search pages
 * and add or remove them. Saved in the user's data as navigation item ids.
 */
export function Shortcuts() {
  const { t } = useTranslation(APP_NS);
  const titleOf = useNavTitle();
  const entries = usePageEntries();
  const ids = useSession((s) => s.user?.data.shortcuts ?? []);
  const saveUserData = useSession((s) => s.saveUserData);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [text, setText] = useState('');

  const shortcuts = ids.map((id) => entries.find((e) => e.item.id === id)).filter((e) => e !== undefined);
  const found = text.trim()
    ? searchPages(
        entries.map((e) => ({ ...e, item: { ...e.item, title: titleOf(e.item) } })),
        text,
        SEARCH_SUGGESTIONS,
      )
    : shortcuts;

  const toggle = (id: string) => {
    const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
    saveUserData({ shortcuts: next }).then(
      (message) => toast.success(message),
      (error: unknown) => toast.failure(error),
    );
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
        {shortcuts.map(({ item }) => (
          <Tooltip key={item.id} title={titleOf(item)}>
            <IconButton component={RouterLink} to={item.url ?? '/'} aria-label={titleOf(item)} color="inherit">
              <NavIcon name={item.icon} />
            </IconButton>
          </Tooltip>
        ))}
      </Box>
      <Tooltip title={t('toolbar.shortcuts')}>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('toolbar.shortcuts')} aria-haspopup="dialog" color="inherit">
          <Star sx={{ color: 'warning.main' }} />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
          setText('');
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('toolbar.shortcuts'), sx: { width: 320, p: 1.5 } } }}
      >
        <TextField
          autoFocus
          fullWidth
          size="small"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('toolbar.shortcutSearch')}
          slotProps={{ htmlInput: { 'aria-label': t('toolbar.shortcutSearch') } }}
        />
        {found.length === 0 ? (
          <Typography sx={{ p: 2, textAlign: 'center' }} color="text.secondary">
            {t('toolbar.noResults')}
          </Typography>
        ) : (
          <List dense>
            {found.map(({ item }) => {
              const starred = ids.includes(item.id);
              const label = t(starred ? 'toolbar.removeShortcut' : 'toolbar.addShortcut', { title: titleOf(item) });
              return (
                <ListItemButton key={item.id} onClick={() => toggle(item.id)} aria-pressed={starred} aria-label={label}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <NavIcon name={item.icon} fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={titleOf(item)} />
                  {starred ? (
                    <Star fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
                  ) : (
                    <StarBorder fontSize="small" aria-hidden />
                  )}
                </ListItemButton>
              );
            })}
          </List>
        )}
      </Popover>
    </Box>
  );
}
