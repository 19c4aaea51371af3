import Palette from '@mui/icons-material/Palette';
import Settings from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { APP_NS } from '../app-i18n.ts';
import { ColorSchemeDrawer } from '../settings/color-scheme-drawer.tsx';
import { SettingsDrawer } from '../settings/settings-drawer.tsx';
import { useSettingsPanels } from '../settings/settings-panels.ts';

/**
 * The settings and colour-scheme drawers, and two tabs on the page's inline-end edge that open
 * them from md up; on phones the tabs would cover the screen, so the user menu opens them there.
 */
export function SettingsButtons() {
  const { t } = useTranslation(APP_NS);
  const open = useSettingsPanels((s) => s.open);
  const setOpen = useSettingsPanels((s) => s.setOpen);
  return (
    <>
      <Box
        sx={{
          position: 'fixed',
          insetInlineEnd: 0,
          top: '40%',
          zIndex: (th) => th.zIndex.speedDial,
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          gap: 0.5,
        }}
      >
        <Tooltip title={t('toolbar.settingsDrawer')} placement="left">
          <IconButton
            onClick={() => setOpen('settings')}
            aria-label={t('toolbar.settingsDrawer')}
            sx={{
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderRadius: '8px 0 0 8px',
              '&:hover': { bgcolor: 'primary.dark' },
            }}
          >
            <Settings />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('toolbar.colorSchemes')} placement="left">
          <IconButton
            onClick={() => setOpen('schemes')}
            aria-label={t('toolbar.colorSchemes')}
            sx={{
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              borderRadius: '8px 0 0 8px',
              '&:hover': { bgcolor: 'secondary.dark' },
            }}
          >
            <Palette />
          </IconButton>
        </Tooltip>
      </Box>
      <SettingsDrawer open={open === 'settings'} onClose={() => setOpen(null)} />
      <ColorSchemeDrawer open={open === 'schemes'} onClose={() => setOpen(null)} />
    </>
  );
}
