import { z } from 'zod/mini';
import {
  flag,
  formSchemaOf,
  idField,
  numberIn,
  optionalHsCodeText,
  optionalText,
  PG_INT_MAX,
  requiredText,
  wholeNumberIn,
} from '../fields.ts';
import { withRevision } from '../history/history.ts';
import { STOCK_IN_TRANSIT_ACTIONS } from './constants.ts';
import { STOCK_RULES } from './messages.ts';

/** A UPC as stock_items keeps it: letters and digits, up to 32 (unique whatever its case). */
export const UPC_PATTERN = /^[0-9A-Za-z]{1,32}$/;
const UPC_RULE = STOCK_RULES.upc;

/** A UPC in a body: trimmed, letters and digits; kept in the case it was typed. */
export const upcField = () => requiredText(32).check(z.regex(UPC_PATTERN, UPC_RULE));

/** A stock item (spec 001 §3 "Stock item") as the Manage Stock table and the stock calls show it. */
export const stockItemSchema = z.object({
  stockId: z.int(),
  pId: z.int(),
  upc: z.string(),
  Itemcode: z.string(),
  itemName: z.string(),
  size: z.string(),
  sizeId: z.nullable(z.int()),
  sizeLabel: z.string(),
  sizeInfo: z.string(),
  IsMultisize: z.boolean(),
  groupCode: z.string(),
  hsCode: z.string(),
  style: z.string(),
  cId: z.int(),
  remarks: z.string(),
  boxNo: z.string(),
  /** The action of the UPC's latest stock-in-transit row, if it has one. */
  action: z.nullable(z.enum(STOCK_IN_TRANSIT_ACTIONS)),
  createdName: z.string(),
  createdDateUTC: z.string(),
  /** Raised by each save: Edit Stock sends the revision it read, and a stale save is refused (409). */
  revision: z.int(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

/** A size of the product's size group (spec 001 §3 "Size detail"). */
export const sizeDetailSchema = z.object({
  size: z.string(),
  sizeId: z.int(),
  sizeInfo: z.string(),
  isMultisize: z.boolean(),
});
export type SizeDetail = z.infer<typeof sizeDetailSchema>;

/** `?pId` of the stock calls. */
export const pIdQuerySchema = z.object({ pId: wholeNumberIn(1, PG_INT_MAX) });

/** `?style` of stock info by style: STYLE (every variant) or STYLE@VARIANT, any case. */
export const styleQuerySchema = z.object({
  style: z.pipe(
    requiredText(120).check(z.regex(/^[^@]+(@[^@]*)?$/, STOCK_RULES.style)),
    z.transform((style) => style.toUpperCase()),
  ),
});

// The fields of the Add New upc and Edit Stock dialogs, as the spec's bodies name them.
const stockFields = {
  pId: idField(),
  sizeId: idField(),
  cId: z._default(numberIn(0, PG_INT_MAX, { integer: true }), 0),
  upc: upcField(),
  name: optionalText(150),
  groupCode: optionalText(50),
  itemCode: optionalText(50),
  remarks: optionalText(500),
  boxNo: optionalText(50),
  sizeInfo: optionalText(100),
  isMultisize: z._default(flag(), false),
  hsCode: optionalHsCodeText(),
  /** The product's style as the form showed it; the product's own style is what the item gets. */
  style: optionalText(120),
};

/**
 * POST add stock/UPC (spec 001 §7). `action` says why the UPC is added; with ADD_STOCK_NEW_UPC the
 * stock-in-transit row `ssId` (or, without it, the UPC's pending ADD_STOCK_NEW_UPC rows) is marked
 * content created in the same transaction.
 */
export const addStockBodySchema = z.object({
  ...stockFields,
  action: z.optional(z.nullable(z.enum(STOCK_IN_TRANSIT_ACTIONS))),
  ssId: z.optional(z.nullable(idField())),
});
export type AddStockBody = z.input<typeof addStockBodySchema>;
export type AddStockValues = z.output<typeof addStockBodySchema>;

/** The fields of Edit Stock (spec 001 §7): the item by `stockId`; `pId` may name another product (the form asks first). */
const updateStockFieldsSchema = z.object({
  stockId: idField(),
  ...stockFields,
  /** The size's label as the form showed it; the size is `sizeId`'s. */
  size: optionalText(50),
});
export type UpdateStockValues = z.output<typeof updateStockFieldsSchema>;

/** PUT update stock: Edit Stock's fields and the revision of the item the user read (a stale save is a 409). */
export const updateStockBodySchema = withRevision(updateStockFieldsSchema);
export type UpdateStockBody = z.input<typeof updateStockBodySchema>;

/** The dialogs' values: ids picked from lists, null until chosen. */
export const addStockFormSchema = formSchemaOf(addStockBodySchema, { choices: ['sizeId'] });
export const updateStockFormSchema = formSchemaOf(updateStockFieldsSchema, { numbers: ['pId'], choices: ['sizeId'] });

/** A row of the 'Inbound QC Request' table. */
export const inboundQcSchema = z.object({
  id: z.int(),
  pId: z.int(),
  upc: z.string(),
  Itemcode: z.string(),
  sizeLabel: z.string(),
  createdName: z.string(),
  createdDateUTC: z.string(),
});
export type InboundQc = z.infer<typeof inboundQcSchema>;

/** POST an inbound QC request for one of the product's UPCs. */
export const inboundQcBodySchema = z.object({ pId: idField(), upc: upcField() });
export type InboundQcBody = z.input<typeof inboundQcBodySchema>;

/** The DWS chip: the product's last measure, centimetres and kilograms. */
export const dwsSchema = z.object({
  pId: z.int(),
  width: z.number(),
  height: z.number(),
  length: z.number(),
  weight: z.number(),
  measuredDateUTC: z.string(),
});
export type Dws = z.infer<typeof dwsSchema>;
