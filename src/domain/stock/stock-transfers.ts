import { z } from 'zod/mini';
import { TOAST_MS } from '../constants.ts';
import { pageQuerySchema } from '../envelope.ts';
import { sortQuery } from '../lists/sort.ts';
import { codeText, requiredText } from '../fields.ts';
import { STOCK_RULES } from './messages.ts';

/**
 * B2B transfer (spec 002 §2 "/apps/b2b-transfer", §3, §5, §7 "B2B", §9): a stock transfer order
 * made from an Excel list of UPCs and quantities, between two locations.
 */
const BASE = '/api/stock/stockTransfer';
export const STOCK_TRANSFER_PATHS = {
  /** POST multipart: part `file` (.xlsx) and fields orderId, fromLocationCode, toLocationCode. */
  create: `${BASE}/create`,
  /** GET `?index&pageSize&search` → one page of stored transfers, newest first. */
  list: BASE,
  /** GET `/{id}/lines` → every line of one transfer (at most MAX_TRANSFER_UPCS). */
  lines: (id: number | string) => `${BASE}/${id}/lines`,
  /** GET → the locations to choose from; POST (administrators) adds one. */
  locations: `${BASE}/locations`,
  /** GET → the sample workbook (Download Sample Format). */
  sample: `${BASE}/sample`,
} as const;

/** At most this many unique UPC codes per transfer (spec 002 §5, §9). */
export const MAX_TRANSFER_UPCS = 1000;
/** The only transfer type (spec 002 §2): Stock Transfer (STO). */
export const TRANSFER_TYPES = ['STO'] as const;
/** The sheet the items are read from: the sample's, Excel's default for a new workbook. */
export const TRANSFER_SHEET = 'Sheet1';
/** The columns of the sheet, in the sample's order and words. */
export const TRANSFER_COLUMNS = { upc: 'UPC', quantity: 'Quantity' } as const;
/** The largest upload and what its workbook may hold once unpacked; past these the file is refused whole. */
export const TRANSFER_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const TRANSFER_UNPACKED_MAX_BYTES = 24 * 1024 * 1024;
/** Rows read below the header at most: room for duplicates of the 1000 UPCs, far below a hostile sheet. */
export const TRANSFER_MAX_ROWS = 10_000;
/** The largest quantity of one line: a whole number stored as integer. */
export const TRANSFER_MAX_QUANTITY = 1_000_000;
/** Problems listed in one refusal at most; the message still counts them all. */
export const TRANSFER_MAX_PROBLEMS = 500;
/** Success toast time (spec 002 §8: 4 s). */
export const TRANSFER_TOAST_MS = TOAST_MS.snackbar;
export const TRANSFER_SAMPLE_FILE = 'B2B Transfer Sample.xlsx';

export const LOCATION_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
/** The location code rule's words (a catalogue key), which the screen shows in the user's language. */
export const LOCATION_CODE_RULE = STOCK_RULES.locationCode;
const locationCode = () => codeText(LOCATION_CODE_PATTERN, LOCATION_CODE_RULE);

/** The fields sent beside the file (spec 002 §3: orderId is the reference number). */
export const transferFieldsSchema = z.object({
  orderId: requiredText(50),
  fromLocationCode: locationCode(),
  toLocationCode: locationCode(),
  /** The form sends its Type; STO is the only one (spec 002 §2). */
  transferType: z.optional(z.enum(TRANSFER_TYPES, { error: STOCK_RULES.transferType })),
});
export type TransferFields = z.infer<typeof transferFieldsSchema>;

/** A location a transfer leaves from or goes to, named in both languages for the pick list. */
export const transferLocationSchema = z.object({ code: z.string(), name: z.string(), ar_name: z.string() });
export type TransferLocation = z.infer<typeof transferLocationSchema>;
export const transferLocationBodySchema = z.object({ code: locationCode(), name: requiredText(100), ar_name: requiredText(100) });
export type TransferLocationBody = z.infer<typeof transferLocationBodySchema>;

/** A stored transfer as the list shows it. */
export const stockTransferSchema = z.object({
  id: z.int(),
  referenceNumber: z.string(),
  fromLocationCode: z.string(),
  toLocationCode: z.string(),
  transferType: z.enum(TRANSFER_TYPES),
  lineCount: z.int(),
  unitCount: z.int(),
  createdName: z.string(),
  createdDateUTC: z.string(),
});
export type StockTransfer = z.infer<typeof stockTransferSchema>;

export const stockTransferLineSchema = z.object({ upc: z.string(), quantity: z.int(), rowNumbers: z.string() });
export type StockTransferLine = z.infer<typeof stockTransferLineSchema>;

/**
 * The transfers' columns the list can be sorted by: every stored one (a row per uploaded sheet, so
 * the table stays small beside its lines).
 */
export const STOCK_TRANSFER_SORTS = [
  'referenceNumber',
  'fromLocationCode',
  'toLocationCode',
  'transferType',
  'lineCount',
  'unitCount',
  'createdName',
  'createdDateUTC',
] as const;
export type StockTransferSort = (typeof STOCK_TRANSFER_SORTS)[number];

/** The list: part of a reference number; newest first unless sorted. */
export const stockTransferListQuerySchema = z.extend(pageQuerySchema, {
  search: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  sort: sortQuery(STOCK_TRANSFER_SORTS),
});
