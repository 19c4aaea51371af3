import { z } from 'zod/mini';
import { wholeNumberIn } from '../fields.ts';
import { GATE_COUNTRIES } from './constants.ts';
import { deviceTimeSchema, opIdSchema, palletNoSchema, upcSchema } from './contracts.ts';

/**
 * Bodies and query strings of the single gatekeeper calls (spec 002 §7), beside the operation
 * shapes of contracts.ts. The device time is optional here (a plain client may leave it out: the
 * server's time stands in); the opId is not: it is what makes a retried write harmless.
 */
const optionalDeviceTime = z.optional(deviceTimeSchema);

export const palletQuerySchema = z.object({ palletNo: palletNoSchema });
export const palletItemsQuerySchema = z.object({
  palletNo: palletNoSchema,
  isScanned: z.optional(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v) => v === 'true'),
    ),
  ),
});
export const importPalletRequestSchema = z.object({ palletNo: palletNoSchema, opId: z.optional(opIdSchema) });
export const scanRequestSchema = z.object({ palletNo: palletNoSchema, upc: upcSchema, opId: opIdSchema, deviceTime: optionalDeviceTime });
export const markExcessRequestSchema = scanRequestSchema;
export const markMissingRequestSchema = z.object({
  palletNo: palletNoSchema,
  upcList: z.array(upcSchema).check(z.minLength(1), z.maxLength(5000)),
  opId: opIdSchema,
  deviceTime: optionalDeviceTime,
});
export const closePalletRequestSchema = z.object({ palletNo: palletNoSchema, opId: opIdSchema, deviceTime: optionalDeviceTime });

/** Open pallets offered for pre-loading: at most this many, newest first. */
export const MAX_OPEN_PALLETS = 200;
/** Items of one pallet in one reply (a pallet holds at most a few thousand units). */
export const MAX_PALLET_ITEMS = 10_000;

/** One line of the manifests feed (JSON array or CSV with this header row): a pallet's UPC and units. */
export const manifestFeedRowSchema = z.object({
  palletNo: palletNoSchema,
  gateCountry: z.enum(GATE_COUNTRIES),
  upc: upcSchema,
  qty: wholeNumberIn(1, 10_000),
});
export const MANIFEST_FEED_COLUMNS = ['palletNo', 'gateCountry', 'upc', 'qty'] as const;

const flag = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false', 'TRUE', 'FALSE', '1', '0', 'Y', 'N', 'y', 'n']),
    z.transform((v) => ['true', 'TRUE', '1', 'Y', 'y'].includes(v)),
  ),
]);
const text = z._default(z.string().check(z.trim(), z.maxLength(200)), '');
const qty = wholeNumberIn(0, 10_000_000);

/** One line of the item master feed. */
export const itemMasterFeedRowSchema = z.object({
  upc: upcSchema,
  pId: text,
  style: text,
  brand: text,
  category: text,
  subCategory: text,
  division: text,
  department: text,
  groupCode: text,
  sizeLabel: text,
  itemCode: text,
  headOfficeQty: z._default(qty, 0),
  rackQty: z._default(qty, 0),
  preGrnQty: z._default(qty, 0),
  styleInBusinessUAE: z._default(flag, false),
  styleInBusinessKSA: z._default(flag, false),
});
export const ITEM_MASTER_FEED_COLUMNS = Object.keys(itemMasterFeedRowSchema.shape) as (keyof typeof itemMasterFeedRowSchema.shape)[];

/** Rows of one feed call; larger loads are sent in several calls. */
export const MAX_FEED_ROWS = 50_000;
export const feedReplySchema = z.object({ rows: z.int(), manifests: z.optional(z.int()) });
