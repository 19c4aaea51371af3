import createCache, { type EmotionCache } from '@emotion/cache';
import { createTheme, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

export type Direction = 'ltr' | 'rtl';

/** Emotion caches per direction: right-to-left styles are mirrored by the stylis RTL plugin. */
export const emotionCaches: Record<Direction, EmotionCache> = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

export function createAppTheme(direction: Direction): Theme {
  return createTheme({
    direction,
    palette: {
      primary: { main: '#1b4f8a' },
      secondary: { main: '#00897b' },
      background: { default: '#f4f6f9' },
    },
    components: {
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
