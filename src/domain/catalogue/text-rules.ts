/** Text rules of the product form (spec 001 §5), shared by the form and the server. */

/** Name and Arabic name: at most 150 characters (spec 001 §5, §9). */
export const PRODUCT_NAME_MAX = 150;

/** A non-Arabic text input keeps only letters, digits, space, comma, slash, underscore and hyphen. */
export const PLAIN_TEXT = /^[\p{L}\p{M}\p{Nd} ,/_-]*$/u;

/** The characters a non-Arabic input drops as the user types (the form strips; the server refuses). */
export const stripToPlainText = (text: string): string => text.replace(/[^\p{L}\p{M}\p{Nd} ,/_-]/gu, '');

/** A style as typed: `STYLE` or `STYLE@VARIANT`, each part plain text ('' is left to the required check). */
export const STYLE_TEXT = /^([\p{L}\p{M}\p{Nd} ,/_-]+(@[\p{L}\p{M}\p{Nd} ,/_-]*)?)?$/u;

/** Features holding an iframe are refused (spec 001 §5), whatever case or spacing the tag is in. */
export const hasIframe = (html: string): boolean => /<\s*\/?\s*iframe\b/i.test(html);

/** A style and its variant from `STYLE@VARIANT` (trimmed, upper-cased; variant '' when none). */
export function splitStyle(full: string): { style: string; variant: string } {
  const at = full.indexOf('@');
  const style = (at < 0 ? full : full.slice(0, at)).trim().toUpperCase();
  const variant =
    at < 0
      ? ''
      : full
          .slice(at + 1)
          .trim()
          .toUpperCase();
  return { style, variant };
}

/** The wire's `STYLE@VARIANT` (just `STYLE` without a variant). */
export const joinStyle = (style: string, variant: string): string => (variant ? `${style}@${variant}` : style);
