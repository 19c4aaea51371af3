import Papa from 'papaparse';
import { toCsv } from '../../csv.ts';
import type { RuleSetName } from '../constants.ts';
import { ALLOTMENT_VALUE, IDENTIFIERS } from './identifiers.ts';
import type { RuleRow } from './types.ts';

/** Rule CSV of every set (docs/gatekeeper-rules.md): this header, then one rule a line. */
export const RULE_CSV_HEADER = ['identifier', 'value', 'limit'] as const;
export const MAX_RULE_ROWS = 50_000;
export const MAX_RULE_VALUE_LENGTH = 200;
/** Parsing stops reporting after this many problems: the first ones are what the user fixes. */
const MAX_ERRORS = 50;

export interface RuleCsvError {
  line: number;
  message: string;
}
export type RuleCsvResult = { rows: RuleRow[]; errors?: undefined } | { rows?: undefined; errors: RuleCsvError[] };

/** Each parsed record with the file line it starts on (a quoted value may span lines). */
function recordsWithLines(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    skipEmptyLines: false,
    step: (result) => {
      const end = result.meta.cursor;
      records.push({ line, fields: result.data });
      for (let i = start; i < end; i += 1) if (text.charCodeAt(i) === 10) line += 1;
      // The cursor stops before the row's line break; the next row starts on the next line.
      start = end;
    },
  });
  return records;
}

const isBlank = (fields: string[]) => fields.every((f) => f.trim() === '');

function checkLimit(raw: string, identifier: string): { limit: number | null } | { message: string } {
  const spec = IDENTIFIERS.get(identifier)?.limit ?? null;
  const text = raw.trim();
  if (!spec) return text === '' ? { limit: null } : { message: `limit must be empty for ${identifier}` };
  if (!/^\d+$/.test(text) || Number(text) < spec.min || Number(text) > spec.max) {
    return { message: `limit must be a whole number from ${spec.min} to ${spec.max} for ${identifier}` };
  }
  return { limit: Number(text) };
}

function checkValue(raw: string, identifier: string): string | null {
  const value = raw.trim();
  if (value === '') return 'value is required';
  if (value.length > MAX_RULE_VALUE_LENGTH) return `value is longer than ${MAX_RULE_VALUE_LENGTH} characters`;
  // A cell starting like a formula would run as one when the downloaded file is opened in Excel.
  if (/[\r\n\t]/.test(value)) return 'value may not hold line breaks or tabs';
  if (/^[=+\-@]/.test(value)) return 'value may not start with =, +, - or @';
  if (IDENTIFIERS.get(identifier)?.set === 'Allotment' && value.toUpperCase() !== ALLOTMENT_VALUE)
    return `value must be ${ALLOTMENT_VALUE} for ${identifier}`;
  return null;
}

/** One data line: the row, or why it is refused. */
function parseLine(set: RuleSetName, fields: string[]): RuleRow | string {
  if (fields.length < 2 || fields.length > 3) return `expected 3 columns (identifier,value,limit), found ${fields.length}`;
  const identifier = (fields[0] ?? '').trim().toUpperCase();
  const spec = IDENTIFIERS.get(identifier);
  if (!spec) return `unknown identifier '${identifier}'`;
  if (spec.set !== set) return `identifier ${identifier} belongs to the ${spec.set} set, not ${set}`;
  const valueProblem = checkValue(fields[1] ?? '', identifier);
  if (valueProblem) return valueProblem;
  const limit = checkLimit(fields[2] ?? '', identifier);
  if ('message' in limit) return limit.message;
  const value = (fields[1] ?? '').trim();
  return { identifier, value: spec.set === 'Allotment' ? value.toUpperCase() : value, limit: limit.limit };
}

/** Shares given for both countries must make 100 (UAE 100 alone is read as 100:0). */
function checkAllotmentTotal(rows: { row: RuleRow; line: number }[]): RuleCsvError | null {
  if (rows.length < 2) return null;
  const total = rows.reduce((sum, r) => sum + (r.row.limit ?? 0), 0);
  const last = rows[rows.length - 1];
  return total === 100 || !last ? null : { line: last.line, message: `allotment shares must add up to 100, found ${total}` };
}

/**
 * Reads a rule set's CSV: every row, or the problems with their file line numbers (the header is
 * line 1). Blank lines are skipped; a file with only the header empties the set.
 */
export function parseRuleCsv(set: RuleSetName, text: string): RuleCsvResult {
  const records = recordsWithLines(text.replace(/^\uFEFF/, ''));
  const header = records.find((r) => !isBlank(r.fields));
  const expected = RULE_CSV_HEADER.join(',');
  if (!header || header.fields.map((f) => f.trim().toLowerCase()).join(',') !== expected) {
    return { errors: [{ line: header?.line ?? 1, message: `the first line must be the header ${expected}` }] };
  }
  const errors: RuleCsvError[] = [];
  const kept: { row: RuleRow; line: number }[] = [];
  const seen = new Map<string, number>();
  for (const record of records.slice(records.indexOf(header) + 1)) {
    if (errors.length >= MAX_ERRORS) break;
    if (isBlank(record.fields)) continue;
    const parsed = parseLine(set, record.fields);
    if (typeof parsed === 'string') {
      errors.push({ line: record.line, message: parsed });
      continue;
    }
    const key = `${parsed.identifier}\n${parsed.value.toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ line: record.line, message: `${parsed.identifier} ${parsed.value} repeats line ${first}` });
      continue;
    }
    seen.set(key, record.line);
    kept.push({ row: parsed, line: record.line });
  }
  if (kept.length > MAX_RULE_ROWS)
    errors.push({ line: kept[MAX_RULE_ROWS]?.line ?? 0, message: `a rule set holds at most ${MAX_RULE_ROWS} rows` });
  const allotment = set === 'Allotment' && errors.length === 0 ? checkAllotmentTotal(kept) : null;
  if (allotment) errors.push(allotment);
  return errors.length > 0 ? { errors } : { rows: kept.map((k) => k.row) };
}

/** Writes rows as a rule CSV with the header (what 'Download Current Rules' gives). */
export function serialiseRuleCsv(rows: readonly RuleRow[]): string {
  const data = rows.map((r) => [r.identifier, r.value, r.limit === null ? '' : String(r.limit)]);
  return toCsv([[...RULE_CSV_HEADER], ...data], '\n');
}

/** '{line}: {message}' of the first problem, for the 400 reply's message. */
export const describeCsvErrors = (errors: readonly RuleCsvError[]): string =>
  errors
    .map((e) => `Line ${e.line}: ${e.message}`)
    .slice(0, 3)
    .join('; ') + (errors.length > 3 ? ` (and ${errors.length - 3} more)` : '');
