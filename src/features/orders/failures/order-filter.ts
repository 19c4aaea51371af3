import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { INVENTORY_NOT_AVAILABLE } from '../../../domain/orders/constants.ts';
import type { FailedOrderFilter } from '../../../domain/orders/order-failures.ts';
import type { FilterCodecs } from '../../../lib/lists/address-codec.ts';
import { textUpTo } from '../../../lib/lists/field-codecs.ts';

dayjs.extend(customParseFormat);

/** How the Order Date filter is typed and shown. */
export const DATE_FORMAT = 'MM/DD/YYYY';

/** The three filters of spec 001 §2 as typed. */
export interface OrderFilter {
  orderId: string;
  orderDate: string;
  inventory: boolean;
}

export const EMPTY_FILTER: OrderFilter = { orderId: '', orderDate: '', inventory: false };

/** A date typed but not complete: named under its field before any call. */
export const dateProblem = (filter: OrderFilter): boolean =>
  Boolean(filter.orderDate) && !dayjs(filter.orderDate, DATE_FORMAT, true).isValid();

/** The Order Date of an address when it is no day as MM/DD/YYYY: named so the list falls back. */
export const addressProblems = (filter: OrderFilter): 'orderDate'[] => (dateProblem(filter) ? ['orderDate'] : []);

/** The server takes an order id of at most 50 characters. */
export const ORDER_CODECS: FilterCodecs<OrderFilter> = { orderId: textUpTo(50) };

/** The list call's body (001 §7): remarks INVENTORY_NOT_AVAILABLE when the checkbox is set, else ''. */
export const toBody = (filter: OrderFilter): FailedOrderFilter => ({
  orderId: filter.orderId.trim(),
  orderDate: filter.orderDate ? dayjs(filter.orderDate, DATE_FORMAT, true).format('YYYY-MM-DD') : '',
  remarks: filter.inventory ? INVENTORY_NOT_AVAILABLE : '',
});
