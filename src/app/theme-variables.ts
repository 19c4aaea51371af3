import { useLayoutEffect } from 'react';
import type { ThemeName } from './settings/layout-settings.ts';
import { useSettings } from './settings/settings-store.ts';
import { THEME_PALETTES, type ThemePalette } from './settings/themes.ts';

/**
 * What a palette leaves to its mode: text, lines and state colours, each at WCAG AA contrast on the
 * backgrounds of every theme of that mode (text 4.5:1, borders and icons 3:1).
 */
export const MODE_COLOURS = {
  light: {
    text: 'rgba(0, 0, 0, 0.87)',
    'text-secondary': 'rgba(0, 0, 0, 0.64)',
    divider: 'rgba(0, 0, 0, 0.12)',
    border: 'rgba(0, 0, 0, 0.54)',
    hover: 'rgba(0, 0, 0, 0.06)',
    error: '#c62828',
    'error-fill': '#c62828',
    'on-error-fill': '#ffffff',
    success: '#2e7d32',
    warning: '#b45309',
    'on-warning': '#ffffff',
    'warning-surface': '#fff4e5',
    'on-warning-surface': '#663c00',
    info: '#01579b',
    'on-info': '#ffffff',
  },
  dark: {
    text: '#ffffff',
    'text-secondary': 'rgba(255, 255, 255, 0.75)',
    divider: 'rgba(255, 255, 255, 0.12)',
    border: 'rgba(255, 255, 255, 0.6)',
    hover: 'rgba(255, 255, 255, 0.08)',
    error: '#ff8a80',
    'error-fill': '#ef9a9a',
    'on-error-fill': '#000000',
    success: '#81c784',
    warning: '#ffb74d',
    'on-warning': '#000000',
    'warning-surface': '#3d2a0a',
    'on-warning-surface': '#ffe2b7',
    info: '#81d4fa',
    'on-info': '#000000',
  },
} as const;

const channel = (hex: string, at: number) => {
  const value = parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** White or near-black, whichever reads better on `background` (a #rrggbb colour). */
export function textOn(background: string): string {
  const l = luminance(background);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : 'rgba(0, 0, 0, 0.87)';
}

/** A theme as CSS custom properties (`--ui-primary`, `--ui-bg` ...) for what is drawn without MUI. */
export function themeVariables(palette: ThemePalette): Record<string, string> {
  const colours: Record<string, string> = {
    scheme: palette.mode,
    primary: palette.primary.main,
    'on-primary': textOn(palette.primary.main),
    secondary: palette.secondary.main,
    bg: palette.background.default,
    paper: palette.background.paper,
    ...MODE_COLOURS[palette.mode],
  };
  return Object.fromEntries(Object.entries(colours).map(([name, value]) => [`--ui-${name}`, value]));
}

/**
 * The main theme of the user's settings on the document's root, as CSS custom properties, before
 * the first paint; `data-motion="off"` follows the settings drawer's "Animations".
 */
export function useThemeVariables(): void {
  const name: ThemeName = useSettings((s) => s.settings.theme.main);
  const animations = useSettings((s) => s.settings.animations);
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [property, value] of Object.entries(themeVariables(THEME_PALETTES[name]))) root.style.setProperty(property, value);
  }, [name]);
  useLayoutEffect(() => {
    if (animations) delete document.documentElement.dataset.motion;
    else document.documentElement.dataset.motion = 'off';
  }, [animations]);
}
