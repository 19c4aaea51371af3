import type { ThemeName } from './layout-settings.ts';

/**
 * A theme's own colours; MUI derives the rest of the office palette from them, and the device screens
 * (drawn without MUI) read them as CSS custom properties (src/app/theme-variables.ts).
 */
export interface ThemePalette {
  mode: 'light' | 'dark';
  primary: { main: string };
  secondary: { main: string };
  background: { default: string; paper: string };
}

/**
 * The colour themes of the settings drawer. Each keeps text at WCAG AA contrast on its background,
 * so warehouse staff can read it in bright light whichever they pick.
 */
export const THEME_PALETTES: Record<ThemeName, ThemePalette> = {
  default: {
    mode: 'light',
    primary: { main: '#1b4f8a' },
    secondary: { main: '#00796b' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
  },
  light: {
    mode: 'light',
    primary: { main: '#1565c0' },
    secondary: { main: '#6a1b9a' },
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#90caf9' },
    secondary: { main: '#80cbc4' },
    background: { default: '#1a2027', paper: '#232b35' },
  },
  greyBlue: {
    mode: 'dark',
    primary: { main: '#8fb8de' },
    secondary: { main: '#ffcc80' },
    background: { default: '#263238', paper: '#2f3d45' },
  },
  teal: {
    mode: 'light',
    primary: { main: '#00695c' },
    secondary: { main: '#ad1457' },
    background: { default: '#eef5f4', paper: '#ffffff' },
  },
  desert: {
    mode: 'light',
    primary: { main: '#8d5524' },
    secondary: { main: '#1b5e20' },
    background: { default: '#faf5ee', paper: '#fffdf9' },
  },
};

/** Colour schemes of the colour-scheme drawer: one theme for each part of the layout. */
export const COLOR_SCHEMES: { id: string; main: ThemeName; navbar: ThemeName; toolbar: ThemeName; footer: ThemeName }[] = [
  { id: 'classic', main: 'default', navbar: 'dark', toolbar: 'light', footer: 'dark' },
  { id: 'bright', main: 'light', navbar: 'light', toolbar: 'light', footer: 'light' },
  { id: 'night', main: 'dark', navbar: 'dark', toolbar: 'dark', footer: 'dark' },
  { id: 'slate', main: 'default', navbar: 'greyBlue', toolbar: 'greyBlue', footer: 'greyBlue' },
  { id: 'oasis', main: 'teal', navbar: 'teal', toolbar: 'light', footer: 'teal' },
  { id: 'dune', main: 'desert', navbar: 'desert', toolbar: 'desert', footer: 'desert' },
];
