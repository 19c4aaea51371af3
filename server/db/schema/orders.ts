import type { ColumnType, Generated } from 'kysely';
import type { ChangedAt, ChangedBy, ChangedName, CreatedAt, Revision } from './columns.ts';

type Money = ColumnType<string, number | string, number | string>;

interface Audit {
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: ChangedBy;
  updated_name: ChangedName;
  updated_date_utc: ChangedAt;
}

/** A failed order (spec 001 §3) and where it stands (migration 0018). */
export interface FailedOrdersTable extends Audit {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  id: Generated<number>;
  cust_id: number;
  order_id: string;
  order_date_utc: ColumnType<Date, Date | string, Date | string>;
  shipping_name: string;
  shipping_address: string;
  shipping_country: string;
  address_line1: ColumnType<string, string | undefined, string>;
  address_line2: ColumnType<string, string | undefined, string>;
  country_id: number | null;
  state_id: number | null;
  area_id: number | null;
  transaction_amount: Money;
  delivery_type: string;
  payment_mode: string;
  payment_status: number | null;
  remarks: ColumnType<string, string | undefined, string>;
  shipment_id: number;
  awb_no: ColumnType<string, string | undefined, string>;
  state: ColumnType<'FAILED' | 'RETRYING' | 'SUBMITTED' | 'DELETED', 'FAILED' | undefined, 'FAILED' | 'RETRYING' | 'SUBMITTED' | 'DELETED'>;
  delivery_status: string | null;
  deleted_by: ChangedBy;
  deleted_name: ChangedName;
  deleted_date_utc: ChangedAt;
}

/** An order item (spec 001 §3). */
export interface FailedOrderItemsTable extends Audit {
  id: Generated<number>;
  failed_order_id: number;
  p_id: number;
  upc: string;
  brand_name: string;
  pro_name: string;
  quantity: number;
  hs_code: string;
  transaction_total: Money;
  image: string;
  stock_id: number | null;
  size_id: number | null;
  color_id: number;
  style: string;
  item_code: string;
  group_code: string;
  remarks: string;
  is_multi_size: boolean;
}

/** One retry of a failed order: who started it, through which link, and its result. */
export interface FailedOrderAttemptsTable extends Audit {
  id: Generated<number>;
  failed_order_id: number;
  link: string;
  result: ColumnType<'PENDING' | 'SUCCESS' | 'FAILED', 'PENDING' | undefined, 'PENDING' | 'SUCCESS' | 'FAILED'>;
  remarks: ColumnType<string, string | undefined, string>;
  finished_date_utc: ColumnType<Date | null, never, Date | string>;
}

/** The Order Failure list's unfiltered count, spread over a few rows and kept by triggers (migration 0027). */
export interface FailedOrderCountsTable {
  slot: number;
  listed: number;
}
