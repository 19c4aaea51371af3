import MenuIcon from '@mui/icons-material/Menu';
import Notes from '@mui/icons-material/Notes';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MuiToolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NS } from '../app-i18n.ts';
import { useNavbar } from '../layout/navbar-store.ts';
import { SectionTheme } from '../layout/section-theme.tsx';
import { SettingsButtons } from '../layout/settings-buttons.tsx';
import { QuickPanel } from '../quick-panel/quick-panel.tsx';
import { AppsMenu } from './apps-menu.tsx';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { PageSearch } from './page-search.tsx';
import { Shortcuts } from './shortcuts.tsx';
import { SocketStatus } from './socket-status.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The top toolbar (spec 000 §2): the navbar button on small screens, shortcuts, then page search,
 * apps, full screen, the settings drawers, language, live-update state, quick panel and the user menu.
 */
export function Toolbar({ withNavbarButton }: { withNavbarButton: boolean }) {
  const { t } = useTranslation(APP_NS);
  const large = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const openNavbar = useNavbar((s) => s.setMobileOpen);
  const [quickPanel, setQuickPanel] = useState(false);

  return (
    <SectionTheme part="toolbar">
      <AppBar position="sticky" color="default" elevation={1} sx={{ bgcolor: 'background.paper', color: 'text.primary' }}>
        <MuiToolbar variant="dense" sx={{ gap: 0.5, minHeight: 64, flexWrap: 'nowrap' }}>
          {withNavbarButton && !large ? (
            <IconButton edge="start" onClick={() => openNavbar(true)} aria-label={t('navbar.open')} color="inherit">
              <MenuIcon />
            </IconButton>
          ) : null}
          <Shortcuts />
          <Box sx={{ flex: 1 }} />
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <PageSearch />
          </Box>
          <AppsMenu />
          {/* Phones have no room for it, and the installed app already fills the screen. */}
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <FullscreenToggle />
          </Box>
          {/* On phones the user menu opens the same drawers. */}
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <SettingsButtons />
          </Box>
          <LanguageMenu />
          <SocketStatus />
          <Tooltip title={t('toolbar.quickPanel')}>
            <IconButton onClick={() => setQuickPanel(true)} aria-label={t('toolbar.quickPanel')} color="inherit">
              <Notes />
            </IconButton>
          </Tooltip>
          <UserMenu />
        </MuiToolbar>
      </AppBar>
      <QuickPanel open={quickPanel} onClose={() => setQuickPanel(false)} />
    </SectionTheme>
  );
}
