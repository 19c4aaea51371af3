/**
 * Constants of the order failure screen (spec 001 §2, §3, §7) and the status maps of 002 §4.
 */

/** The remark the Inventory failure checkbox filters on (001 §7). */
export const INVENTORY_NOT_AVAILABLE = 'INVENTORY_NOT_AVAILABLE';

/**
 * Why an order failed, as the fulfilment link (or its local stand-in) answers it. The spec names
 * only INVENTORY_NOT_AVAILABLE; the others are the kinds the stand-in refuses for
 * (docs/decisions.md "Order failure retry").
 */
export const FAILURE_REMARKS = [INVENTORY_NOT_AVAILABLE, 'HS_CODE_MISSING', 'ADDRESS_INCOMPLETE', 'PAYMENT_FAILED', 'WMS_TIMEOUT'] as const;

/** Order delivery statuses (002 §4); an order the fulfilment accepts becomes ORDER RECEIVED. */
export const ORDER_DELIVERY_STATUSES = [
  'OUT FOR DELIVERY',
  'ORDER RECEIVED',
  'HANDED TO SHIPPER',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
  'IN PROCESS',
] as const;
export const ACCEPTED_DELIVERY_STATUS = 'ORDER RECEIVED';

/** Payment status map of 002 §4: null or 0 Payment Pending, 1 Payment Completed, 2 Payment Failed. */
export const PAYMENT_STATUS_WORDS: Record<0 | 1 | 2, string> = {
  0: 'Payment Pending',
  1: 'Payment Completed',
  2: 'Payment Failed',
};
export const paymentStatusWord = (status: number | null): string =>
  PAYMENT_STATUS_WORDS[(status === 1 || status === 2 ? status : 0) as 0 | 1 | 2];

/**
 * Where a failed order stands: FAILED (listed), RETRYING (a submission in flight: listed, and no
 * second retry or delete starts), SUBMITTED (the fulfilment accepted it: off the list), DELETED.
 */
export const FAILED_ORDER_STATES = ['FAILED', 'RETRYING', 'SUBMITTED', 'DELETED'] as const;
export type FailedOrderState = (typeof FAILED_ORDER_STATES)[number];
export const LISTED_STATES: readonly FailedOrderState[] = ['FAILED', 'RETRYING'];

/** The outcome of one retry attempt. */
export const ATTEMPT_RESULTS = ['PENDING', 'SUCCESS', 'FAILED'] as const;

/** The HS code save's result (001 §2): a message starting with this and status 0 is a success with a note. */
export const HS_CODE_ALERT_PREFIX = 'ALERT/';

/** The shown currency (001 §1). */
export const CURRENCY = 'AED';

/**
 * How the HS code editor shows a save's result (001 §2): status 1, or status 0 with a message
 * starting 'ALERT/', is success text; any other status 0 is red error text.
 */
export const hsCodeResultIsSuccess = (result: { status: number; message: string }): boolean =>
  result.status === 1 || (result.status === 0 && result.message.startsWith(HS_CODE_ALERT_PREFIX));
