import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SETTINGS_NS } from './settings-i18n.ts';
import { useSettings } from './settings-store.ts';
import { COLOR_SCHEMES, THEME_PALETTES } from './themes.ts';

const swatch = (name: keyof typeof THEME_PALETTES) => {
  const palette = THEME_PALETTES[name];
  return { bg: palette.background.default, main: palette.primary.main };
};

/** One click sets the theme of every part of the layout (spec 000 §2 "colour-scheme drawer"). */
export function ColorSchemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(SETTINGS_NS);
  const theme = useSettings((s) => s.settings.theme);
  const update = useSettings((s) => s.update);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 300, p: 2 }, role: 'dialog', 'aria-label': t('colorSchemes.title') } }}
    >
      <Typography component="h2" variant="h6" gutterBottom>
        {t('colorSchemes.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {COLOR_SCHEMES.map(({ id, ...parts }) => {
          const selected =
            parts.main === theme.main && parts.navbar === theme.navbar && parts.toolbar === theme.toolbar && parts.footer === theme.footer;
          return (
            <ButtonBase
              key={id}
              aria-pressed={selected}
              onClick={() => update((s) => ({ ...s, theme: parts }))}
              sx={{
                display: 'grid',
                gridTemplateColumns: '40px 1fr',
                gridTemplateRows: '14px 44px 12px',
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                textAlign: 'start',
              }}
            >
              <Box
                sx={{ gridRow: '1 / 4', bgcolor: swatch(parts.navbar).bg, borderInlineEnd: 4, borderColor: swatch(parts.navbar).main }}
              />
              <Box sx={{ bgcolor: swatch(parts.toolbar).bg, borderBottom: 2, borderColor: swatch(parts.toolbar).main }} />
              <Box
                sx={{
                  bgcolor: swatch(parts.main).bg,
                  color: swatch(parts.main).main,
                  px: 1,
                  display: 'flex',
                  alignItems: 'center',
                  fontWeight: 600,
                }}
              >
                {t(`colorSchemes.${id}` as 'colorSchemes.classic')}
              </Box>
              <Box sx={{ bgcolor: swatch(parts.footer).main }} />
            </ButtonBase>
          );
        })}
      </Box>
    </Drawer>
  );
}
