/** First Strong Isolate and Pop Directional Isolate: the text between reads in its own direction. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A value inside right-to-left text, isolated when it holds Latin letters or digits: a code, UPC,
 * pallet number, e-mail or signed number then reads left to right (PLT-0003, never 0003-PLT).
 * The isolates are invisible; a value already isolated or without such characters is left as it is.
 */
export function isolate(value: string): string {
  if (!/[A-Za-z0-9]/.test(value) || value.startsWith(FSI)) return value;
  return `${FSI}${value}${PDI}`;
}
