import Palette from '@mui/icons-material/Palette';
import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { APP_NS } from '../app-i18n.ts';
import { ColorSchemeDrawer } from '../settings/color-scheme-drawer.tsx';
import { SettingsDrawer } from '../settings/settings-drawer.tsx';
import { useSettingsPanels } from '../settings/settings-panels.ts';

/**
 * The buttons that open the theme-and-layout drawer and the colour-scheme drawer. They sit in the
 * toolbar (or, with the toolbar hidden, in a slim rail of their own) and never float over the
 * page: a fixed tab on the edge covered grid buttons. `vertical` stacks them for the rail.
 */
export function SettingsButtons({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation(APP_NS);
  const setOpen = useSettingsPanels((s) => s.setOpen);
  const placement = vertical ? 'left' : 'bottom';
  return (
    <Box sx={{ display: 'flex', flexDirection: vertical ? 'column' : 'row' }}>
      <Tooltip title={t('toolbar.settingsDrawer')} placement={placement}>
        <IconButton onClick={() => setOpen('settings')} aria-label={t('toolbar.settingsDrawer')} color="inherit">
          <Tune />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('toolbar.colorSchemes')} placement={placement}>
        <IconButton onClick={() => setOpen('schemes')} aria-label={t('toolbar.colorSchemes')} color="inherit">
          <Palette />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/**
 * With the toolbar hidden, the settings buttons keep a slim column of their own at the inline end,
 * beside the page rather than over it, so the drawer that brings the toolbar back stays reachable.
 */
export function SettingsRail() {
  const { t } = useTranslation(APP_NS);
  return (
    <Box
      component="aside"
      aria-label={t('toolbar.settingsDrawer')}
      sx={{ flex: '0 0 auto', borderInlineStart: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Box sx={{ position: 'sticky', top: 0, py: 1 }}>
        <SettingsButtons vertical />
      </Box>
    </Box>
  );
}

/** The two settings drawers; the toolbar buttons, the rail and the user menu open them. */
export function SettingsPanels() {
  const open = useSettingsPanels((s) => s.open);
  const setOpen = useSettingsPanels((s) => s.setOpen);
  return (
    <>
      <SettingsDrawer open={open === 'settings'} onClose={() => setOpen(null)} />
      <ColorSchemeDrawer open={open === 'schemes'} onClose={() => setOpen(null)} />
    </>
  );
}
