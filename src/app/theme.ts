import createCache, { type EmotionCache } from '@emotion/cache';
import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeName } from './settings/layout-settings.ts';
import { THEME_PALETTES } from './settings/themes.ts';
import { MODE_COLOURS } from './theme-variables.ts';

export type Direction = 'ltr' | 'rtl';

/** The emotion cache of left-to-right pages. */
export const ltrCache: EmotionCache = createCache({ key: 'mui' });

let rtlCache: EmotionCache | null = null;
let rtlLoading: Promise<EmotionCache> | null = null;

/** The right-to-left cache if it has loaded, else null. */
export const loadedRtlCache = (): EmotionCache | null => rtlCache;

/**
 * The right-to-left cache and its mirroring plugin load only when a page turns right to left: a
 * left-to-right start (most handhelds) does not carry them.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlLoading ??= import('./rtl-cache.ts').then((m) => (rtlCache = m.rtlCache));
  return rtlLoading;
}

export interface ThemeOptions {
  name?: ThemeName;
  /** false turns every transition off (settings drawer "Animations"). */
  animations?: boolean;
}

export function createAppTheme(direction: Direction, { name = 'default', animations = true }: ThemeOptions = {}): Theme {
  const palette = THEME_PALETTES[name];
  const modeColours = MODE_COLOURS[palette.mode];
  return createTheme({
    direction,
    // MUI's own orange and light blue carry white text at 3:1 and 3.9:1; the mode's warning and info
    // colours read at AA (a filled chip, an info toast).
    palette: {
      ...palette,
      warning: { main: modeColours.warning, contrastText: modeColours['on-warning'] },
      info: { main: modeColours.info, contrastText: modeColours['on-info'] },
    },
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
