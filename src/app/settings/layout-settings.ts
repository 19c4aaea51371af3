import { z } from 'zod';

/** Named colour themes the settings drawer offers for main, navbar, toolbar and footer. */
export const THEME_NAMES = ['default', 'light', 'dark', 'greyBlue', 'teal', 'desert'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

const themeName = z.enum(THEME_NAMES);

/**
 * Layout settings (spec 000 §3 "Layout settings"). Parsing is forgiving: a value saved by an older
 * version falls back to its default instead of discarding the user's other choices.
 */
export const layoutSettingsSchema = z.object({
  layout: z
    .object({
      style: z.enum(['vertical', 'horizontal']).catch('vertical'),
      config: z
        .object({
          mode: z.enum(['fullwidth', 'boxed']).catch('fullwidth'),
          scroll: z.enum(['content', 'body']).catch('content'),
          navbar: z
            .object({ display: z.boolean().catch(true), folded: z.boolean().catch(false), position: z.enum(['left', 'right']).catch('left') })
            .catch({ display: true, folded: false, position: 'left' }),
          toolbar: z.object({ display: z.boolean().catch(true) }).catch({ display: true }),
          footer: z.object({ display: z.boolean().catch(true) }).catch({ display: true }),
        })
        .catch({
          mode: 'fullwidth',
          scroll: 'content',
          navbar: { display: true, folded: false, position: 'left' },
          toolbar: { display: true },
          footer: { display: true },
        }),
    })
    .catch({
      style: 'vertical',
      config: { mode: 'fullwidth', scroll: 'content', navbar: { display: true, folded: false, position: 'left' }, toolbar: { display: true }, footer: { display: true } },
    }),
  theme: z
    .object({ main: themeName.catch('default'), navbar: themeName.catch('dark'), toolbar: themeName.catch('light'), footer: themeName.catch('dark') })
    .catch({ main: 'default', navbar: 'dark', toolbar: 'light', footer: 'dark' }),
  /** null follows the language (Arabic is right to left); 'ltr' or 'rtl' is the user's explicit choice. */
  direction: z.enum(['ltr', 'rtl']).nullable().catch(null),
  customScrollbars: z.boolean().catch(true),
  animations: z.boolean().catch(true),
});

export type LayoutSettings = z.infer<typeof layoutSettingsSchema>;

export const DEFAULT_SETTINGS: LayoutSettings = layoutSettingsSchema.parse({});

/** Reads stored settings of any age into a complete, valid value. */
export function parseSettings(value: unknown): LayoutSettings {
  return layoutSettingsSchema.parse(typeof value === 'object' && value !== null ? value : {});
}

/** Spec 000 §9: navbar widths and the boxed layout's width. */
export const NAVBAR_WIDTH = 280;
export const NAVBAR_FOLDED_WIDTH = 64;
export const BOXED_MAX_WIDTH = 1280;
/** A folded navbar opens when the pointer rests on it this long (spec 000 §4). */
export const NAVBAR_HOVER_DELAY_MS = 150;
