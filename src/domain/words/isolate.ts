/** First Strong Isolate and Pop Directional Isolate: the text between reads in its own direction. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A value inside right-to-left text, isolated when it holds Latin letters or digits: a code, UPC,
 * pallet number, e-mail or signed number then reads left to right (PLT-0003, never 0003-PLT).
 * The isolates are invisible. A value already isolated, without such characters, or holding Arabic
 * (a label, a problem: words already in the reader's language) is left as it is.
 */
export function isolate(value: string): string {
  if (!/[A-Za-z0-9]/.test(value) || /[\u0600-\u06ff]/.test(value) || value.startsWith(FSI)) return value;
  return `${FSI}${value}${PDI}`;
}
