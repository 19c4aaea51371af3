import Papa from 'papaparse';
import { csvField } from '../../csv.ts';
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

/** The records of a file and the file line each starts on (a quoted value may span lines). */
interface Records {
  fields: string[][];
  lineOf: (index: number) => number;
}

/** The first line break's kind: papaparse then need not scan the whole file to guess it. */
function lineBreakOf(text: string): '\n' | '\r\n' | '\r' {
  const at = text.search(/[\r\n]/);
  if (at < 0 || text[at] === '\n') return '\n';
  return text[at + 1] === '\n' ? '\r\n' : '\r';
}

function readRecords(text: string): Records {
  const newline = lineBreakOf(text);
  // Without quotes a record is a line: papaparse splits at the line breaks, and the index gives the line.
  if (!text.includes('"')) {
    const { data } = Papa.parse<string[]>(text, { delimiter: ',', newline, skipEmptyLines: false });
    return { fields: data, lineOf: (index) => index + 1 };
  }
  const fields: string[][] = [];
  const lines: number[] = [];
  let start = 0;
  let line = 1;
  const breakCode = newline.charCodeAt(newline.length - 1); // '\n' ends both '\n' and '\r\n'
  Papa.parse<string[]>(text, {
    delimiter: ',',
    newline,
    skipEmptyLines: false,
    step: (result) => {
      const end = result.meta.cursor;
      fields.push(result.data);
      lines.push(line);
      for (let i = start; i < end; i += 1) if (text.charCodeAt(i) === breakCode) line += 1;
      // The cursor stops before the row's line break; the next row starts on the next line.
      start = end;
    },
  });
  return { fields, lineOf: (index) => lines[index] ?? line };
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
function checkAllotmentTotal(rows: RuleRow[], lastLine: number): RuleCsvError | null {
  if (rows.length < 2) return null;
  const total = rows.reduce((sum, r) => sum + (r.limit ?? 0), 0);
  return total === 100 ? null : { line: lastLine, message: `allotment shares must add up to 100, found ${total}` };
}

/**
 * Reads a rule set's CSV: every row, or the problems with their file line numbers (the header is
 * line 1). Blank lines are skipped; a file with only the header empties the set.
 */
export function parseRuleCsv(set: RuleSetName, text: string): RuleCsvResult {
  const { fields: records, lineOf } = readRecords(text.replace(/^\uFEFF/, ''));
  const headerAt = records.findIndex((fields) => !isBlank(fields));
  const expected = RULE_CSV_HEADER.join(',');
  if (headerAt < 0 || records[headerAt]!.map((f) => f.trim().toLowerCase()).join(',') !== expected) {
    return { errors: [{ line: headerAt < 0 ? 1 : lineOf(headerAt), message: `the first line must be the header ${expected}` }] };
  }
  const errors: RuleCsvError[] = [];
  const rows: RuleRow[] = [];
  const lines: number[] = [];
  // The line each value was first given on, by identifier (values compared without case).
  const seen = new Map<string, Map<string, number>>();
  for (let index = headerAt + 1; index < records.length && errors.length < MAX_ERRORS; index += 1) {
    const fields = records[index]!;
    if (isBlank(fields)) continue;
    const line = lineOf(index);
    const parsed = parseLine(set, fields);
    if (typeof parsed === 'string') {
      errors.push({ line, message: parsed });
      continue;
    }
    let values = seen.get(parsed.identifier);
    if (!values) seen.set(parsed.identifier, (values = new Map()));
    const value = parsed.value.toLowerCase();
    const first = values.get(value);
    if (first !== undefined) {
      errors.push({ line, message: `${parsed.identifier} ${parsed.value} repeats line ${first}` });
      continue;
    }
    values.set(value, line);
    rows.push(parsed);
    lines.push(line);
  }
  if (rows.length > MAX_RULE_ROWS)
    errors.push({ line: lines[MAX_RULE_ROWS] ?? 0, message: `a rule set holds at most ${MAX_RULE_ROWS} rows` });
  const allotment = set === 'Allotment' && errors.length === 0 ? checkAllotmentTotal(rows, lines[lines.length - 1] ?? 0) : null;
  if (allotment) errors.push(allotment);
  return errors.length > 0 ? { errors } : { rows };
}

/** Writes rows as a rule CSV with the header (what 'Download Current Rules' gives). */
export function serialiseRuleCsv(rows: readonly RuleRow[]): string {
  // Line by line rather than through toCsv's rows of cells: a 27,000-rule set is built on every upload.
  const lines = [RULE_CSV_HEADER.join(',')];
  for (const r of rows) lines.push(`${csvField(r.identifier)},${csvField(r.value)},${r.limit === null ? '' : r.limit}`);
  lines.push('');
  return lines.join('\n');
}

/** '{line}: {message}' of the first problem, for the 400 reply's message. */
export const describeCsvErrors = (errors: readonly RuleCsvError[]): string =>
  errors
    .map((e) => `Line ${e.line}: ${e.message}`)
    .slice(0, 3)
    .join('; ') + (errors.length > 3 ? ` (and ${errors.length - 3} more)` : '');
