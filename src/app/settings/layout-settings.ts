import { z } from 'zod/mini';

/** Named colour themes the settings drawer offers for main, navbar, toolbar and footer. */
export const THEME_NAMES = ['default', 'light', 'dark', 'greyBlue', 'teal', 'desert'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

const themeName = z.enum(THEME_NAMES);

/**
 * Layout settings (spec 000 §3 "Layout settings"). Parsing is forgiving: a value saved by an older
 * version falls back to its default instead of discarding the user's other choices.
 */
export const layoutSettingsSchema = z.object({
  layout: z.catch(
    z.object({
      style: z.catch(z.enum(['vertical', 'horizontal']), 'vertical'),
      config: z.catch(
        z.object({
          mode: z.catch(z.enum(['fullwidth', 'boxed']), 'fullwidth'),
          scroll: z.catch(z.enum(['content', 'body']), 'content'),
          navbar: z.catch(
            z.object({
              display: z.catch(z.boolean(), true),
              folded: z.catch(z.boolean(), false),
              position: z.catch(z.enum(['left', 'right']), 'left'),
            }),
            { display: true, folded: false, position: 'left' },
          ),
          toolbar: z.catch(z.object({ display: z.catch(z.boolean(), true) }), { display: true }),
          footer: z.catch(z.object({ display: z.catch(z.boolean(), true) }), { display: true }),
        }),
        {
          mode: 'fullwidth',
          scroll: 'content',
          navbar: { display: true, folded: false, position: 'left' },
          toolbar: { display: true },
          footer: { display: true },
        },
      ),
    }),
    {
      style: 'vertical',
      config: {
        mode: 'fullwidth',
        scroll: 'content',
        navbar: { display: true, folded: false, position: 'left' },
        toolbar: { display: true },
        footer: { display: true },
      },
    },
  ),
  theme: z.catch(
    z.object({
      main: z.catch(themeName, 'default'),
      navbar: z.catch(themeName, 'dark'),
      toolbar: z.catch(themeName, 'light'),
      footer: z.catch(themeName, 'dark'),
    }),
    { main: 'default', navbar: 'dark', toolbar: 'light', footer: 'dark' },
  ),
  /** null follows the language (Arabic is right to left); 'ltr' or 'rtl' is the user's explicit choice. */
  direction: z.catch(z.nullable(z.enum(['ltr', 'rtl'])), null),
  customScrollbars: z.catch(z.boolean(), true),
  animations: z.catch(z.boolean(), true),
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
