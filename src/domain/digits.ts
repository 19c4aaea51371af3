/**
 * Arabic-Indic (٠–٩, U+0660–0669) and Eastern Arabic-Indic (۰–۹, U+06F0–06F9) digits as ASCII
 * digits: a phone's Arabic keyboard types them, and codes (UPCs, pallet numbers) are ASCII. Both
 * ranges start at a multiple of 16, so a digit's value is its code's low four bits.
 */
export const latinDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
