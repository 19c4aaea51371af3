import { z } from 'zod/mini';
import { pageQuerySchema } from '../envelope.ts';
import { sortQuery } from '../lists/sort.ts';
import { flag, formSchemaOf, hsCodeText, idField, numberIn, optionalText, PG_INT_MAX, requiredText } from '../fields.ts';
import { revisionField, withRevision } from '../history/history.ts';
import { DAY_PATTERN } from '../stock/stock-in-transit.ts';
import { ATTEMPT_RESULTS, FAILED_ORDER_STATES, INVENTORY_NOT_AVAILABLE } from './constants.ts';
import { ORDER_RULES } from './messages.ts';

/** A failed order (spec 001 §3) as the grid shows it, with its payment status (002 §4) and where it stands. */
export const failedOrderSchema = z.object({
  id: z.int(),
  custId: z.int(),
  orderId: z.string(),
  orderDateUTC: z.string(),
  shippingName: z.string(),
  shippingAddress: z.string(),
  shippingCountry: z.string(),
  transactionAmount: z.number(),
  deliveryType: z.string(),
  paymentMode: z.string(),
  /** null or 0 Payment Pending, 1 Payment Completed, 2 Payment Failed. */
  paymentStatus: z.nullable(z.int()),
  remarks: z.string(),
  shipmentId: z.int(),
  awbNo: z.string(),
  state: z.enum(FAILED_ORDER_STATES),
  /** The address as its parts, for the native address form. */
  addressLine1: z.string(),
  addressLine2: z.string(),
  countryId: z.nullable(z.int()),
  stateId: z.nullable(z.int()),
  areaId: z.nullable(z.int()),
  /** Raised by each change (an edit, Update stock, a retry's result): a save or delete sends the revision it read. */
  revision: z.int(),
});
export type FailedOrder = z.infer<typeof failedOrderSchema>;

/** An order item (spec 001 §3). */
export const orderItemSchema = z.object({
  id: z.int(),
  pId: z.int(),
  upc: z.string(),
  brandname: z.string(),
  proname: z.string(),
  quantity: z.int(),
  hsCode: z.string(),
  transactionTotal: z.number(),
  image: z.string(),
  stockId: z.nullable(z.int()),
  sizeid: z.nullable(z.int()),
  colorid: z.int(),
  style: z.string(),
  itemCode: z.string(),
  groupcode: z.string(),
  remarks: z.string(),
  isMultiSize: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** One retry of an order: who, when, through which link, and what came of it. */
export const retryAttemptSchema = z.object({
  id: z.int(),
  link: z.string(),
  result: z.enum(ATTEMPT_RESULTS),
  remarks: z.string(),
  createdName: z.string(),
  createdDateUTC: z.string(),
  finishedDateUTC: z.nullable(z.string()),
});
export type RetryAttempt = z.infer<typeof retryAttemptSchema>;

/** GET order details by order id. */
export const orderDetailsSchema = z.object({
  order: failedOrderSchema,
  items: z.array(orderItemSchema),
  attempts: z.array(retryAttemptSchema),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const orderDetailsQuerySchema = z.object({ orderId: requiredText(50) });

/** `?index&pageSize` of the list; the filters travel in the body (001 §7). */
export const failedOrderPageSchema = pageQuerySchema;

/** The grid's columns it can be sorted by: those the listed orders' indexes hold (the list grows with every failure). */
export const FAILED_ORDER_SORTS = ['id', 'orderId', 'orderDate', 'remarks'] as const;
export type FailedOrderSort = (typeof FAILED_ORDER_SORTS)[number];

/**
 * The list's body (001 §7): an order id (exact, any case), an order date (a day of the deployment's
 * zone, YYYY-MM-DD) and remarks, INVENTORY_NOT_AVAILABLE when the checkbox is set, else ''; newest
 * first unless `sort` names a column.
 */
export const failedOrderFilterSchema = z.object({
  orderId: optionalText(50),
  orderDate: z._default(
    z.string().check(
      z.trim(),
      z.refine((day) => day === '' || (DAY_PATTERN.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`))), ORDER_RULES.orderDate),
    ),
    '',
  ),
  remarks: z._default(z.enum(['', INVENTORY_NOT_AVAILABLE], { error: ORDER_RULES.remarks }), ''),
  sort: sortQuery(FAILED_ORDER_SORTS),
});
export type FailedOrderFilter = z.input<typeof failedOrderFilterSchema>;
export type FailedOrderFilterValues = z.output<typeof failedOrderFilterSchema>;

/**
 * The HS code save (001 §7): the item by its stockId, with the stock item's fields as the screen
 * holds them, and the revision of the order as the screen read it (a save from a stale read is a 409).
 */
export const hsCodeBodySchema = z.object({
  revision: revisionField(),
  stockId: idField(),
  hsCode: hsCodeText(),
  pId: idField(),
  sizeId: z._default(z.nullable(idField()), null),
  cId: z._default(numberIn(0, PG_INT_MAX, { integer: true }), 0),
  upc: requiredText(32),
  style: optionalText(120),
  itemCode: optionalText(50),
  groupCode: optionalText(50),
  remarks: optionalText(500),
  isMultisize: z._default(flag(), false),
});
export type HsCodeBody = z.input<typeof hsCodeBodySchema>;
export type HsCodeValues = z.output<typeof hsCodeBodySchema>;

/**
 * The HS code save's result: status 1 saved; status 0 with a message starting 'ALERT/' saved with a
 * note. The message is in the reader's language (the prefix stays), with its key and parameters.
 */
export const hsCodeResultSchema = z.object({
  status: z.int(),
  message: z.string(),
  key: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  item: orderItemSchema,
});
export type HsCodeResult = z.infer<typeof hsCodeResultSchema>;

/** The native address change's fields: name, two lines, and the country, state and area of the reference data. */
export const addressFieldsSchema = z.object({
  shippingName: requiredText(150),
  addressLine1: requiredText(200),
  addressLine2: optionalText(200),
  countryId: idField(),
  stateId: idField(),
  areaId: idField(),
});
export type AddressValues = z.output<typeof addressFieldsSchema>;
export const addressFormSchema = formSchemaOf(addressFieldsSchema, { choices: ['countryId', 'stateId', 'areaId'] });

/** PUT address: the fields and the revision of the order the user read (a stale save is a 409). */
export const addressBodySchema = withRevision(addressFieldsSchema);
export type AddressBody = z.input<typeof addressBodySchema>;

/** Update stock's result: how many items have stock now and how many still have none. */
export const stockCheckSchema = z.object({ available: z.int(), missing: z.int(), order: failedOrderSchema });
