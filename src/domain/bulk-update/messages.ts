import { stamp } from '../history/messages.ts';
import { textOf } from '../words/field-problem.ts';
import { isMsg, wordsIn, type Msg } from '../words/words.ts';
import type { BulkUpdateStatus } from './constants.ts';
import { bulkUpdateWords } from './words.ts';

const w = wordsIn<typeof bulkUpdateWords>('bulk-updates');

/** The words of bulk updates, shared by the server and the screen. */
export const BULK_UPDATE_MESSAGES = {
  sheetInvalid: w('sheetInvalid'),
  fileType: w('fileType'),
  damagedWorkbook: w('damagedWorkbook'),
  formula: w('formula'),
  noFile: w('noFile'),
  unexpectedFile: w('unexpectedFile'),
  tooLarge: (mb: number) => w('tooLarge', { mb }),
  tooManyRows: (max: number) => w('tooManyRows', { count: max }),
  noRows: w('noRows'),
  missingColumn: (column: string) => w('missingColumn', { column }),
  emptyCell: (column: string) => w('emptyCell', { column }),
  notNumber: (column: string) => w('notNumber', { column }),
  notDateTime: (column: string) => w('notDateTime', { column }),
  tooLong: (column: string, max: number) => w('tooLong', { column, count: max }),
  scheduleRequired: w('scheduleRequired'),
  schedulePast: w('schedulePast'),
  fileRefused: w('fileRefused'),
  queued: (rows: number) => w('queued', { count: rows }),
  unknownPid: w('unknownPid'),
  unknownCountry: w('unknownCountry'),
  notBelowPrice: (price: number) => w('notBelowPrice', { price }),
  noDiscount: w('noDiscount'),
  unknownUpc: w('unknownUpc'),
  upcNotOfProduct: w('upcNotOfProduct'),
  ruleNotFile: w('ruleNotFile'),
  queuedByRule: w('queuedByRule'),
  noProducts: w('noProducts'),
  tooManyProducts: (max: number) => w('tooManyProducts', { count: max }),
  noUpdate: (id: number) => w('noUpdate', { id }),
  withdrawn: w('withdrawn'),
  /** The update's `failure` once withdrawn. */
  withdrawnBy: (name: string) => w('withdrawnBy', { name }),
  notScheduled: w('notScheduled'),
  /** A status (0 DELAYED ... 4 COMPLETED WITH PENDING) by its name. */
  statusName: (status: BulkUpdateStatus): Msg => ({ key: `${bulkUpdateWords.ns}:statuses.${status}` }),
  /** `status` is the status's name, said by the server in the request's language. */
  notWaiting: (status: string) => w('notWaiting', { status }),
  alreadyWithdrawn: w('alreadyWithdrawn'),
  /** At or after its time, which reads DD/MM/YYYY HH:mm in the data centre's zone. */
  tooLateToWithdraw: (at: Date, timeZone: string) => w('tooLateToWithdraw', { at: stamp(at, timeZone) }),
  /** The update's `failure` when its run failed past its retries. */
  stoppedWithError: w('stoppedWithError'),
  cannotFollow: w('cannotFollow'),
} as const;

/** The bulk update contracts' own rules, as the key text a zod rule carries. */
export const BULK_UPDATE_RULES = {
  status: textOf(w('rules.status')),
} as const;

/**
 * A message as a text column stores it (an update's `failure`, a row's outcome): its key and
 * parameters as JSON, said in the reader's language when read.
 */
export const storedWords = (msg: Msg): string => JSON.stringify(msg);

/** A stored message back (see `storedWords`); a text stored before as plain words stays as it was. */
export function wordsOfStored(text: string): Msg | string {
  if (!text.startsWith('{')) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    return isMsg(parsed) ? parsed : text;
  } catch {
    return text;
  }
}
