/**
 * WCAG 2 contrast of two colours given as #RRGGBB: 1 (none) to 21 (black on white). AA asks 4.5:1
 * for normal text; a frame's tag text is small, so that is the bar its editor warns below.
 */
export const WCAG_AA_NORMAL_TEXT = 4.5;

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The contrast ratio of `a` and `b`, rounded to two decimals; null when either is not #RRGGBB. */
export function contrastRatio(a: string, b: string): number | null {
  if (!HEX_COLOUR.test(a) || !HEX_COLOUR.test(b)) return null;
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}
