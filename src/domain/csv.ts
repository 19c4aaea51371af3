/**
 * CSV text that opens safely in a spreadsheet. A CSV field has no types, so Excel, LibreOffice and
 * Sheets read a field starting with one of these as a formula (the OWASP "CSV injection" list; tab
 * and carriage return can shift a cell into one). .xlsx files need none of this: a string cell is
 * never a formula there, so src/lib/excel.ts keeps the exact text.
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/** `value` with a leading apostrophe when it could start a formula, so a spreadsheet shows it as text. */
export function neutraliseCsvText(value: string): string {
  return value.length > 0 && FORMULA_START.has(value.charAt(0)) ? `'${value}` : value;
}

/** One CSV field: neutralised, then quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvField(value: string): string {
  const safe = neutraliseCsvText(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text, every field through `csvField`, each line ended by `newline`. */
export function toCsv(rows: readonly (readonly string[])[], newline: '\n' | '\r\n' = '\r\n'): string {
  return rows.map((row) => row.map(csvField).join(',')).join(newline) + newline;
}
