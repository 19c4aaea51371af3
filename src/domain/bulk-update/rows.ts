import { isUnstorableText } from '../fields.ts';
import { F } from '../words/field-messages.ts';
import type { Msg } from '../words/words.ts';
import { BULK_UPDATE_COLUMNS, BULK_UPDATE_MAX_ROWS, ruleValueColumns, type BulkUpdateType } from './constants.ts';
import { BULK_UPDATE_MESSAGES as M } from './messages.ts';

/** A problem of an uploaded file: its row as a spreadsheet numbers it (the header is row 1), said in the reader's language when sent. */
export interface BulkRowProblem {
  row: number;
  column?: string;
  message: Msg;
}

/** A problem of a value entered for every row of an update by rule, at `values.<column>`. */
export interface BulkValueProblem {
  field: string;
  message: Msg;
}

export type BulkRows =
  { rows: { rowNo: number; data: Record<string, string> }[]; problems?: undefined } | { rows?: undefined; problems: BulkRowProblem[] };

/** Reporting stops after this many problems: the first ones are what the user fixes. */
const MAX_PROBLEMS = 200;
const MAX_CELL = 500;
/** `YYYY-MM-DD HH:mm` or with seconds, a space or a T between: a time of the deployment's zone. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

const checks: Record<string, (value: string, column: string) => Msg | undefined> = {
  dprice: (v, c) => (/^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0 ? undefined : M.notNumber(c)),
  pid: (v, c) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? undefined : M.notNumber(c)),
  pId: (v, c) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? undefined : M.notNumber(c)),
  launchDateTime: (v, c) => (validLocalDateTime(v) ? undefined : M.notDateTime(c)),
};

function validLocalDateTime(text: string): boolean {
  const m = LOCAL_DATE_TIME.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0));
  const day = new Date(Date.UTC(y!, mo! - 1, d!));
  return day.getUTCMonth() === mo! - 1 && day.getUTCDate() === d && h! < 24 && mi! < 60 && s! < 60;
}

/** What is wrong with a (trimmed) value of a column: empty, unstorable, too long, or not the number or time it must be. */
function cellProblem(column: string, value: string): Msg | undefined {
  if (value === '') return M.emptyCell(column);
  if (isUnstorableText(value)) return F('storable');
  if (value.length > MAX_CELL) return M.tooLong(column, MAX_CELL);
  return checks[column]?.(value, column);
}

/**
 * The values a FILTER_CONDITION update of `type` gives every row (`ruleValueColumns`), trimmed and
 * checked as a file's cells are; or each problem at `values.<column>`. Other values are dropped.
 */
export function checkRuleValues(
  type: BulkUpdateType,
  values: Readonly<Record<string, string | undefined>>,
): { values: Record<string, string>; errors?: undefined } | { values?: undefined; errors: BulkValueProblem[] } {
  const checked: Record<string, string> = {};
  const errors: BulkValueProblem[] = [];
  for (const column of ruleValueColumns(type)) {
    const value = (values[column] ?? '').trim();
    const problem = cellProblem(column, value);
    if (problem) errors.push({ field: `values.${column}`, message: problem });
    checked[column] = value;
  }
  return errors.length ? { errors } : { values: checked };
}

/**
 * The rows of a file of `type` (spec 002 §5): the required columns by name (any case, any order;
 * others ignored), every cell of them filled (a file is valid only with no empty cell), numbers and
 * times readable. Blank lines are skipped. Either the rows, or every problem with its row.
 */
export function checkBulkRows(type: BulkUpdateType, table: readonly (readonly string[])[]): BulkRows {
  const [header = [], ...body] = table;
  const wanted = BULK_UPDATE_COLUMNS[type];
  const at = new Map(header.map((name, index) => [name.trim().toLowerCase(), index]));
  const missing = wanted.filter((column) => !at.has(column.toLowerCase()));
  if (missing.length) return { problems: missing.map((column) => ({ row: 1, column, message: M.missingColumn(column) })) };

  const problems: BulkRowProblem[] = [];
  const rows: { rowNo: number; data: Record<string, string> }[] = [];
  body.forEach((cells, index) => {
    if (problems.length >= MAX_PROBLEMS || cells.every((cell) => cell.trim() === '')) return;
    const rowNo = index + 2;
    const data: Record<string, string> = {};
    for (const column of wanted) {
      const value = (cells[at.get(column.toLowerCase())!] ?? '').trim();
      const problem = cellProblem(column, value);
      if (problem) problems.push({ row: rowNo, column, message: problem });
      data[column] = value;
    }
    rows.push({ rowNo, data });
  });
  if (problems.length) return { problems: problems.slice(0, MAX_PROBLEMS) };
  if (rows.length === 0) return { problems: [{ row: 2, message: M.noRows }] };
  if (rows.length > BULK_UPDATE_MAX_ROWS)
    return { problems: [{ row: BULK_UPDATE_MAX_ROWS + 2, message: M.tooManyRows(BULK_UPDATE_MAX_ROWS) }] };
  return { rows };
}
