import { z } from 'zod/mini';
import { latinDigits } from '../digits.ts';
import { pageIndex, wholeNumberIn } from '../fields.ts';
import { sortQuery } from '../lists/sort.ts';
import { GATE_COUNTRIES, ITEM_ACTIONS, PALLET_NO_PATTERN, PALLET_STATUSES } from './constants.ts';
import { GATEKEEPER_RULES } from './messages.ts';

/**
 * Calls of the gatekeeper (spec 002 §7 "Gatekeeper"), all under the stock service. Every write
 * carries the device's `opId`: the server applies an opId once and answers a replay with the
 * first answer (DESIGN.md §7).
 */
const BASE = '/api/stock/gatekeeper';
export const GATEKEEPER_PATHS = {
  headers: `${BASE}/headers`, // GET report: palletNumbers, palletStatus, fromDateTime, toDateTime, pageNo, pageSize
  items: `${BASE}/items`, // GET items report: palletNumbers, upc, fromDateTime, toDateTime, pageNo, pageSize
  pallet: `${BASE}/pallet`, // GET ?palletNo → header (404 when unknown)
  importPallet: `${BASE}/pallet/import`, // POST {palletNo, opId}
  scan: `${BASE}/scan`, // POST {palletNo, upc, opId, deviceTime}
  counts: `${BASE}/counts`, // GET ?palletNo → {scanned, total, missing, excess}
  palletItems: `${BASE}/pallet-items`, // GET ?palletNo&isScanned
  markMissing: `${BASE}/mark-missing`, // PUT {palletNo, upcList, opId, deviceTime}
  markExcess: `${BASE}/mark-excess`, // PUT {palletNo, upc, opId, deviceTime}
  close: `${BASE}/close`, // PUT {palletNo, opId, deviceTime}
  sync: `${BASE}/sync`, // POST {operations} → per-operation results, in order
  snapshot: `${BASE}/snapshot`, // GET ?palletNo → what a device needs to work on the pallet offline
  openPallets: `${BASE}/open-pallets`, // GET → open pallets to pre-load
  feedManifests: '/api/stock/feed/manifests', // POST JSON or CSV
  feedItemMaster: '/api/stock/feed/item-master', // POST JSON or CSV
  ruleItems: '/api/stock/rules/items', // GET ?identifier&module=GATEKEEPER → text/csv
  ruleSets: '/api/stock/rules/sets', // GET → rows per set
  ruleUpload: '/api/stock/rules/upload', // POST /{ruleSet} multipart field `file`
  sampleFiles: '/api/files/file-upload/sample_files/gatekeeperRules', // HEAD/GET /{title}.csv
} as const;

/** A pallet number as every route and the device take it: trimmed and upper case (normalisePalletNo). */
export const palletNoSchema = z
  .string()
  .check(
    z.overwrite(latinDigits),
    z.trim(),
    z.toUpperCase(),
    z.minLength(1),
    z.maxLength(50),
    z.regex(PALLET_NO_PATTERN, GATEKEEPER_RULES.palletNo),
  );
export const upcSchema = z
  .string()
  .check(z.overwrite(latinDigits), z.trim(), z.minLength(1), z.maxLength(32), z.regex(/^[0-9A-Za-z]+$/, GATEKEEPER_RULES.upc));
export const opIdSchema = z.uuid();
/** When the operator acted, by the device's clock (ISO-8601). */
export const deviceTimeSchema = z.iso.datetime({ offset: true });

export const countsSchema = z.object({ scanned: z.int(), total: z.int(), missing: z.int(), excess: z.int() });
export type PalletCounts = z.infer<typeof countsSchema>;

/**
 * The order of a pallet's counts in time, so an older figure never overwrites a newer one (a late
 * room message, a replayed answer, a snapshot fetched before a sync). Every write that changes
 * the counts raises it and nothing lowers it: a scan +2 (+1 when it takes a unit marked missing,
 * which is no longer missing), Mark Excess +1, Mark Missing +1 per unit; the total never changes
 * after the import. So of two figures of one pallet, the higher version is the newer one.
 */
export const countsVersion = (c: PalletCounts): number => 2 * c.scanned + c.missing + c.excess;

/** What a pallet room pushes after each write, and what joining the room answers. */
export const roomCountsSchema = z.object({ palletNo: z.string(), counts: countsSchema, version: z.int() });
export type RoomCounts = z.infer<typeof roomCountsSchema>;
/** The answer to joining a pallet room: its counts now, or why the join was refused. */
export const roomJoinAnswerSchema = z.union([
  z.extend(roomCountsSchema, { ok: z.literal(true) }),
  z.object({
    ok: z.literal(false),
    message: z.string(),
    key: z.optional(z.string()),
    params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
]);
export type RoomJoinAnswer = z.infer<typeof roomJoinAnswerSchema>;

export const palletHeaderSchema = z.object({
  palletNo: z.string(),
  palletStatus: z.enum(PALLET_STATUSES),
  isClosed: z.boolean(),
  gateCountry: z.enum(GATE_COUNTRIES),
  qty: z.int(),
  createdName: z.string(),
  createdDateUTC: z.string(),
  closedName: z.nullable(z.string()),
  closedDateUTC: z.nullable(z.string()),
  counts: countsSchema,
});
export type PalletHeader = z.infer<typeof palletHeaderSchema>;

export const palletItemSchema = z.object({
  id: z.int(),
  palletNo: z.string(),
  palletStatus: z.enum(PALLET_STATUSES),
  upc: z.string(),
  isScanned: z.boolean(),
  action: z.nullable(z.enum(ITEM_ACTIONS)),
  remarks: z.nullable(z.string()),
  createdName: z.string(),
  createdDateUTC: z.string(),
  isScannedByName: z.nullable(z.string()),
  isScannedDateUTC: z.nullable(z.string()),
  /** The device's clock when the operator scanned, and the server's when it applied it. */
  deviceTime: z.nullable(z.string()),
  serverTime: z.nullable(z.string()),
});
export type PalletItem = z.infer<typeof palletItemSchema>;

/** One action of a device, as it waits in the outbox and as the sync endpoint takes it. */
export const operationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('scan'), opId: opIdSchema, palletNo: palletNoSchema, upc: upcSchema, deviceTime: deviceTimeSchema }),
  z.object({ type: z.literal('mark-excess'), opId: opIdSchema, palletNo: palletNoSchema, upc: upcSchema, deviceTime: deviceTimeSchema }),
  z.object({
    type: z.literal('mark-missing'),
    opId: opIdSchema,
    palletNo: palletNoSchema,
    upcList: z.array(upcSchema).check(z.minLength(1), z.maxLength(5000)),
    deviceTime: deviceTimeSchema,
  }),
  z.object({ type: z.literal('close'), opId: opIdSchema, palletNo: palletNoSchema, deviceTime: deviceTimeSchema }),
]);
export type Operation = z.infer<typeof operationSchema>;

/**
 * The server's answer to one operation. applied: done (or done before: a replay gets the first
 * answer); conflict: refused because of the pallet's state (closed elsewhere), never retried;
 * refused: the operation itself is malformed (its message says why), never retried either.
 */
export const operationResultSchema = z.object({
  opId: z.string(),
  outcome: z.enum(['applied', 'conflict', 'refused']),
  /** For scans: the server's verdict; for marks: EXCESS or MISSING. */
  action: z.nullable(z.enum(ITEM_ACTIONS)),
  reason: z.nullable(z.string()),
  message: z.string(),
  /** The message's key and parameters: a stored answer is said again in the reader's language. */
  key: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  serverTime: z.string(),
  counts: countsSchema,
});
export type OperationResult = z.infer<typeof operationResultSchema>;

/** At most this many operations per sync request; a device sends its outbox in batches. */
export const MAX_SYNC_BATCH = 500;
export const syncRequestSchema = z.object({ operations: z.array(operationSchema).check(z.minLength(1), z.maxLength(MAX_SYNC_BATCH)) });
export const syncReplySchema = z.object({ results: z.array(operationResultSchema) });

/** Report filters (spec 002 §7); dates as ISO-8601, pallet numbers comma-separated (at most 5). */
export const reportQuerySchema = z.object({
  palletNumbers: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(300))),
  palletStatus: z.optional(z.enum(PALLET_STATUSES)),
  upc: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  fromDateTime: z.optional(z.iso.datetime({ offset: true })),
  toDateTime: z.optional(z.iso.datetime({ offset: true })),
  pageNo: pageIndex(),
  pageSize: z._default(wholeNumberIn(1, 1000), 10),
});

/** The header report's columns it can be sorted by: every stored one (a row per pallet). */
export const PALLET_HEADER_SORTS = [
  'palletNo',
  'palletStatus',
  'qty',
  'scanned',
  'total',
  'missing',
  'excess',
  'createdName',
  'createdDateUTC',
  'closedName',
  'closedDateUTC',
] as const;
export type PalletHeaderSort = (typeof PALLET_HEADER_SORTS)[number];

/** The items report's columns it can be sorted by: those the items' indexes hold (a row per unit, so millions). */
export const PALLET_ITEM_SORTS = ['palletNo', 'upc', 'createdDateUTC'] as const;
export type PalletItemSort = (typeof PALLET_ITEM_SORTS)[number];

/** The header report's query: its filters, newest first unless sorted. */
export const headerReportQuerySchema = z.extend(z.omit(reportQuerySchema, { upc: true }), { sort: sortQuery(PALLET_HEADER_SORTS) });
/** The items report's query: its filters, newest first unless sorted. */
export const itemReportQuerySchema = z.extend(z.omit(reportQuerySchema, { palletStatus: true }), { sort: sortQuery(PALLET_ITEM_SORTS) });

export const itemFactsSchema = z.object({
  upc: z.string(),
  pId: z.string(),
  style: z.string(),
  brand: z.string(),
  category: z.string(),
  subCategory: z.string(),
  division: z.string(),
  department: z.string(),
  groupCode: z.string(),
  sizeLabel: z.string(),
  itemCode: z.string(),
  headOfficeQty: z.number(),
  rackQty: z.number(),
  preGrnQty: z.number(),
  styleInBusiness: z.object({ UAE: z.boolean(), KSA: z.boolean() }),
});

export const ruleRowSchema = z.object({ identifier: z.string(), value: z.string(), limit: z.nullable(z.number()) });
export const ruleBookSchema = z.object({
  Eligibility: z.array(ruleRowSchema),
  Capping: z.array(ruleRowSchema),
  Allotment: z.array(ruleRowSchema),
});

/**
 * What a device stores when it opens a pallet, to judge scans with no network: the header, each
 * expected UPC with its facts, the rule book and the capping counters at that moment.
 */
export const palletSnapshotSchema = z.object({
  header: palletHeaderSchema,
  lines: z.array(
    z.object({
      upc: z.string(),
      expected: z.int(),
      scanned: z.int(),
      /** Units marked missing and not scanned since, so Mark Missing does not list them again. */
      missing: z.optional(z.int()),
      facts: z.nullable(itemFactsSchema),
    }),
  ),
  rules: ruleBookSchema,
  /** Units of each UPC on the pallet scanned anywhere in the last hour. */
  scannedLastHour: z.record(z.string(), z.int()),
  serverTime: z.string(),
  /** Version of the rule book in `rules` (changes with every upload), so a device sees when its copy is stale. */
  rulesVersion: z.optional(z.string()),
});
export type PalletSnapshot = z.infer<typeof palletSnapshotSchema>;
