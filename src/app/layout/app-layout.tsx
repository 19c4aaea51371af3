import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { usePreloadListMemory } from '../../lib/lists/use-preload-list-memory.ts';
import { foldNumeralsInNumberInputs } from '../../lib/number-input-digits.ts';
import { APP_NS } from '../app-i18n.ts';
import { NavHorizontal } from '../navigation/nav-horizontal.tsx';
import { BOXED_MAX_WIDTH } from '../settings/layout-settings.ts';
import { useSettings } from '../settings/settings-store.ts';
import { Toolbar } from '../toolbar/toolbar.tsx';
import { Footer } from './footer.tsx';
import { NavbarVertical } from './navbar-vertical.tsx';
import { SettingsPanels, SettingsRail } from './settings-buttons.tsx';

/**
 * The signed-in frame (spec 000 §2 "Layouts"): vertical (side navbar) or horizontal navigation,
 * full width or boxed to 1280 px, each part shown or hidden by the user's settings.
 */
export function AppLayout() {
  const { t } = useTranslation(APP_NS);
  const { style, config } = useSettings((s) => s.settings.layout);
  const vertical = style === 'vertical';
  const showNavbar = config.navbar.display;
  // An Arabic keyboard's digits in the screens' number fields (its drawers and dialogs included).
  useEffect(() => foldNumeralsInNumberInputs(), []);
  usePreloadListMemory();

  return (
    <Box sx={{ bgcolor: config.mode === 'boxed' ? 'action.hover' : undefined, minHeight: '100vh' }}>
      <Link
        href="#main-content"
        sx={{ position: 'absolute', insetInlineStart: 8, top: -48, zIndex: 2000, bgcolor: 'background.paper', p: 1, '&:focus': { top: 8 } }}
      >
        {t('skipToContent')}
      </Link>
      <Box
        data-testid="layout"
        data-style={style}
        sx={{
          display: 'flex',
          minHeight: '100vh',
          mx: 'auto',
          maxWidth: config.mode === 'boxed' ? BOXED_MAX_WIDTH : undefined,
          bgcolor: 'background.default',
          boxShadow: config.mode === 'boxed' ? 3 : 0,
        }}
      >
        {vertical && showNavbar ? <NavbarVertical /> : null}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {config.toolbar.display ? <Toolbar withNavbarButton={vertical && showNavbar} /> : null}
          {!vertical && showNavbar ? <NavHorizontal /> : null}
          <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none', minWidth: 0 }}>
            <Outlet />
          </Box>
          {config.footer.display ? <Footer /> : null}
        </Box>
        {config.toolbar.display ? null : <SettingsRail />}
      </Box>
      <SettingsPanels />
    </Box>
  );
}
