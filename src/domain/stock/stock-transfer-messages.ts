import { wordsIn } from '../words/words.ts';
import {
  MAX_TRANSFER_UPCS,
  TRANSFER_COLUMNS,
  TRANSFER_FILE_MAX_BYTES,
  TRANSFER_MAX_QUANTITY,
  TRANSFER_MAX_ROWS,
  TRANSFER_SHEET,
} from './stock-transfers.ts';
import type { stockWords } from './words.ts';

const w = wordsIn<typeof stockWords>('stock');
const MB = Math.round(TRANSFER_FILE_MAX_BYTES / 1024 / 1024);
const { upc: UPC, quantity: QUANTITY } = TRANSFER_COLUMNS;

/** What B2B transfer answers and shows: the spec's words (002 §5, §8) where it has them, ours otherwise. */
export const TRANSFER_MESSAGES = {
  created: w('transfer.created'),
  sameLocations: w('transfer.sameLocations'),
  notXlsx: w('transfer.notXlsx'),
  sheetMissing: w('transfer.sheetMissing'),
  notMultipart: w('transfer.notMultipart'),
  noFile: w('transfer.noFile'),
  oneFile: w('transfer.oneFile'),
  unexpectedPart: (name: string) => w('transfer.unexpectedPart', { name }),
  tooLarge: w('transfer.tooLarge', { size: MB }),
  unpackedTooLarge: w('transfer.unpackedTooLarge'),
  damaged: w('transfer.damaged'),
  tooManyRows: w('transfer.tooManyRows', { max: TRANSFER_MAX_ROWS }),
  missingColumns: w('transfer.missingColumns', { upc: UPC, quantity: QUANTITY }),
  noLines: w('transfer.noLines'),
  tooManyUpcs: (found: number) => w('transfer.tooManyUpcs', { max: MAX_TRANSFER_UPCS, found }),
  refused: (count: number) => w('transfer.refused', { count }),
  upcRequired: (row: number) => w('transfer.upcRequired', { row, column: UPC }),
  upcInvalid: (row: number) => w('transfer.upcInvalid', { row, column: UPC }),
  upcUnknown: (row: number, upc: string) => w('transfer.upcUnknown', { row, column: UPC, upc }),
  quantityInvalid: (row: number) => w('transfer.quantityInvalid', { row, column: QUANTITY, max: TRANSFER_MAX_QUANTITY }),
  formula: (row: number, column: string) => w('transfer.formula', { row, column }),
  moreProblems: (count: number) => w('transfer.moreProblems', { count }),
  duplicateReference: (ref: string) => w('transfer.duplicateReference', { ref }),
  unknownLocation: (code: string) => w('transfer.unknownLocation', { code }),
  locationExists: (code: string) => w('transfer.locationExists', { code }),
  locationAdded: w('transfer.locationAdded'),
  noTransfer: (id: number) => w('transfer.noTransfer', { id }),
  sheetNameHint: w('transfer.sheetNameHint', { sheet: TRANSFER_SHEET }),
} as const;
