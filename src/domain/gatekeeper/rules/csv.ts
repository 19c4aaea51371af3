import Papa from 'papaparse';
import { csvField } from '../../csv.ts';
import type { RuleSetName } from '../constants.ts';
import { ALLOTMENT_VALUE, IDENTIFIERS } from './identifiers.ts';
import type { RuleRow } from './types.ts';
import type { Msg } from '../../words/words.ts';
import { R } from './words.ts';

/** Rule CSV of every set (docs/gatekeeper-rules.md): this header, then one rule a line. */
export const RULE_CSV_HEADER = ['identifier', 'value', 'limit'] as const;
export const MAX_RULE_ROWS = 50_000;
export const MAX_RULE_VALUE_LENGTH = 200;
/** Parsing stops reporting after this many problems: the first ones are what the user fixes. */
const MAX_ERRORS = 50;

/** A problem of one line of a rule file, as a message said in the reader's language. */
export interface RuleCsvError {
  line: number;
  message: Msg;
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

function checkLimit(raw: string, identifier: string): { limit: number | null } | { message: Msg } {
  const spec = IDENTIFIERS.get(identifier)?.limit ?? null;
  const text = raw.trim();
  if (!spec) return text === '' ? { limit: null } : { message: R('csv.limitEmpty', { identifier }) };
  if (!/^\d+$/.test(text) || Number(text) < spec.min || Number(text) > spec.max) {
    return { message: R('csv.limitRange', { min: spec.min, max: spec.max, identifier }) };
  }
  return { limit: Number(text) };
}

function checkValue(raw: string, identifier: string): Msg | null {
  const value = raw.trim();
  if (value === '') return R('csv.valueRequired');
  if (value.length > MAX_RULE_VALUE_LENGTH) return R('csv.valueTooLong', { max: MAX_RULE_VALUE_LENGTH });
  // A cell starting like a formula would run as one when the downloaded file is opened in Excel.
  if (/[\r\n\t]/.test(value)) return R('csv.valueBreaks');
  if (/^[=+\-@]/.test(value)) return R('csv.valueFormula');
  if (IDENTIFIERS.get(identifier)?.set === 'Allotment' && value.toUpperCase() !== ALLOTMENT_VALUE)
    return R('csv.valueAllotment', { value: ALLOTMENT_VALUE, identifier });
  return null;
}

/** One data line: the row, or why it is refused. */
function parseLine(set: RuleSetName, fields: string[]): RuleRow | Msg {
  if (fields.length < 2 || fields.length > 3) return R('csv.columns', { found: fields.length });
  const identifier = (fields[0] ?? '').trim().toUpperCase();
  const spec = IDENTIFIERS.get(identifier);
  if (!spec) return R('csv.unknownIdentifier', { identifier });
  if (spec.set !== set) return R('csv.wrongSet', { identifier, set: spec.set, target: set });
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
  return total === 100 ? null : { line: lastLine, message: R('csv.allotmentTotal', { total }) };
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
    return { errors: [{ line: headerAt < 0 ? 1 : lineOf(headerAt), message: R('csv.header', { header: expected }) }] };
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
    if (!('identifier' in parsed)) {
      errors.push({ line, message: parsed });
      continue;
    }
    let values = seen.get(parsed.identifier);
    if (!values) seen.set(parsed.identifier, (values = new Map()));
    const value = parsed.value.toLowerCase();
    const first = values.get(value);
    if (first !== undefined) {
      errors.push({ line, message: R('csv.repeats', { identifier: parsed.identifier, value: parsed.value, first }) });
      continue;
    }
    values.set(value, line);
    rows.push(parsed);
    lines.push(line);
  }
  if (rows.length > MAX_RULE_ROWS) errors.push({ line: lines[MAX_RULE_ROWS] ?? 0, message: R('csv.tooManyRows', { max: MAX_RULE_ROWS }) });
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

/**
 * 'Line {line}: {problem}' of the first three problems, for the 400 reply's message: one message
 * whose list is said in the reader's language by `say` (the server's, or i18next's on a screen).
 */
export function describeCsvErrors(errors: readonly RuleCsvError[], say: (msg: Msg) => string): Msg {
  const lines = errors.slice(0, 3).map((e) => say(R('line', { line: e.line, problem: say(e.message) })));
  const more = errors.length > 3 ? say(R('andMore', { count: errors.length - 3 })) : '';
  return R('refused', { list: lines.join('; ') + more });
}
