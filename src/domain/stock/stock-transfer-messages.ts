import {
  MAX_TRANSFER_UPCS,
  TRANSFER_COLUMNS,
  TRANSFER_FILE_MAX_BYTES,
  TRANSFER_MAX_QUANTITY,
  TRANSFER_MAX_ROWS,
  TRANSFER_SHEET,
} from './stock-transfers.ts';

const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** What B2B transfer answers and shows: the spec's words (002 §5, §8) where it has them, ours otherwise. */
export const TRANSFER_MESSAGES = {
  created: 'Stock transfer order created successfully',
  sameLocations: 'From and To locations must be different',
  notXlsx: 'Please select a valid Excel file (.xlsx)',
  sheetMissing: 'Excel sheet name is invalid',
  notMultipart:
    "Send the transfer as multipart/form-data: the .xlsx in a part named 'file' and the fields orderId, fromLocationCode, toLocationCode",
  noFile: "Choose the .xlsx file of the transfer (part 'file')",
  oneFile: 'Send one file per transfer',
  unexpectedPart: (name: string) => `Unexpected part '${name}'`,
  tooLarge: `The file is larger than ${MB(TRANSFER_FILE_MAX_BYTES)}`,
  unpackedTooLarge: 'The workbook unpacks to more than a transfer can hold: it is refused whole',
  damaged: 'The file is not a readable .xlsx workbook',
  tooManyRows: `The sheet has more than ${TRANSFER_MAX_ROWS} rows`,
  missingColumns: `Row 1: the sheet needs the columns ${TRANSFER_COLUMNS.upc} and ${TRANSFER_COLUMNS.quantity}`,
  noLines: 'The sheet has no UPC lines',
  tooManyUpcs: (n: number) => `At most ${MAX_TRANSFER_UPCS} unique UPC codes are allowed per transfer; this file has ${n}`,
  refused: (n: number) => `The file has ${n} ${n === 1 ? 'problem' : 'problems'}; nothing was stored`,
  upcRequired: (row: number) => `Row ${row}: ${TRANSFER_COLUMNS.upc} is required`,
  upcInvalid: (row: number) => `Row ${row}: ${TRANSFER_COLUMNS.upc} must be digits or letters, at most 32`,
  upcUnknown: (row: number, upc: string) => `Row ${row}: ${TRANSFER_COLUMNS.upc} ${upc} is not in the catalogue`,
  quantityInvalid: (row: number) => `Row ${row}: ${TRANSFER_COLUMNS.quantity} must be a whole number from 1 to ${TRANSFER_MAX_QUANTITY}`,
  formula: (row: number, column: string) => `Row ${row}: ${column} holds a formula; paste the values instead`,
  moreProblems: (n: number) => `… and ${n} more`,
  duplicateReference: (ref: string) => `Reference number ${ref} already has a transfer`,
  unknownLocation: (code: string) => `Unknown location ${code}`,
  locationExists: (code: string) => `Location ${code} exists already`,
  locationAdded: 'Location added',
  noTransfer: (id: number) => `No stock transfer with id ${id}`,
  sheetNameHint: `The items are read from the sheet named ${TRANSFER_SHEET}`,
} as const;
