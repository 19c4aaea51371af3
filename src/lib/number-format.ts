/**
 * Numbers on screen in the user's language's format (1,234.5 in English and Arabic, 1.234,5 in
 * Turkish) with Latin digits in every language, as the spec's formats, codes and scanners use them
 * (docs/decisions.md "Numbers and dates"). Exports keep the plain values.
 */
const formats = new Map<string, Intl.NumberFormat>();

/** The number format of `language` with `fractionDigits` decimals (any when not given). */
export function numberFormat(language: string, fractionDigits?: number): Intl.NumberFormat {
  const key = `${language}|${fractionDigits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    format = new Intl.NumberFormat(`${language || 'en'}-u-nu-latn`, digits);
    formats.set(key, format);
  }
  return format;
}

/** `value` formatted for `language`; a value that is no finite number is shown as it came. */
export function formatNumber(value: unknown, language: string, fractionDigits?: number): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? numberFormat(language, fractionDigits).format(n) : String(value ?? '');
}
