import createCache, { type EmotionCache } from '@emotion/cache';
import { createTheme, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { ThemeName } from './settings/layout-settings.ts';
import { THEME_PALETTES } from './settings/themes.ts';

export type Direction = 'ltr' | 'rtl';

/** Emotion caches per direction: right-to-left styles are mirrored by the stylis RTL plugin. */
export const emotionCaches: Record<Direction, EmotionCache> = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

export interface ThemeOptions {
  name?: ThemeName;
  /** false turns every transition off (settings drawer "Animations"). */
  animations?: boolean;
}

export function createAppTheme(direction: Direction, { name = 'default', animations = true }: ThemeOptions = {}): Theme {
  return createTheme({
    direction,
    palette: THEME_PALETTES[name],
    ...(animations ? {} : { transitions: { create: () => 'none' } }),
    components: {
      ...(animations ? {} : { MuiButtonBase: { defaultProps: { disableRipple: true } } }),
      MuiCssBaseline: {
        styleOverrides: {
          // Keyboard users must always see where they are; inputs already draw their own focus border.
          'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, [tabindex]:focus-visible': {
            outline: '3px solid #f9a825',
            outlineOffset: 2,
          },
        },
      },
    },
  });
}
