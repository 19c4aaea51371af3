import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../lib/navigation.ts';
import { DEFAULT_SIGNED_IN_PATH, LOGOUT_PATH } from '../paths.ts';
import { START_NS } from '../start-i18n.ts';
import { LanguageSelect } from './language-select.tsx';
import { ConnectionState } from './connection-state.tsx';

const touch = { width: 48, height: 48 } as const;

/**
 * The frame of the warehouse handheld's screens: one compact bar (the way to the rest of the panel,
 * language, connection state, sign-out) above the screen. It needs no router, so a device that
 * starts on its screen loads neither the office layout nor the router.
 */
export function DeviceFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(START_NS);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{ position: 'sticky', top: 0, zIndex: 'appBar', display: 'flex', alignItems: 'center', gap: 0.5, px: 0.5, minHeight: 56, bgcolor: 'background.paper', color: 'text.primary', boxShadow: 1 }}
      >
        <IconButton aria-label={t('device.openPanel')} onClick={() => navigateTo(DEFAULT_SIGNED_IN_PATH)} color="inherit" sx={touch}>
          <MenuIcon />
        </IconButton>
        <Box sx={{ flex: 1 }} />
        <LanguageSelect />
        <ConnectionState />
        <IconButton aria-label={t('logout')} onClick={() => navigateTo(LOGOUT_PATH)} color="inherit" sx={touch}>
          <LogoutIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
      </Box>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none', minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
