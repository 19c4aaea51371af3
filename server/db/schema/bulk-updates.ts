import type { ColumnType, Generated } from 'kysely';
import type { BulkUpdateMode, BulkUpdateSource, BulkUpdateStatus, BulkUpdateType } from '../../../src/domain/bulk-update/constants.ts';
import type { ChangedAt, ChangedBy, ChangedName, CreatedAt, Json, Revision } from './columns.ts';

interface Audited {
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: ChangedBy;
  updated_name: ChangedName;
  updated_date_utc: ChangedAt;
}

/** A bulk update (spec 002 §9): its type, source and mode, its status and row counts. */
export interface BulkUpdatesTable extends Audited {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  id: Generated<number>;
  update_type: BulkUpdateType;
  source: BulkUpdateSource;
  update_mode: BulkUpdateMode;
  run_at: ColumnType<Date, Date | string, Date | string>;
  status: ColumnType<BulkUpdateStatus, BulkUpdateStatus | undefined, BulkUpdateStatus>;
  file_name: ColumnType<string, string | undefined, string>;
  total_rows: number;
  ok_rows: ColumnType<number, number | undefined, number>;
  failed_rows: ColumnType<number, number | undefined, number>;
  started_at: ColumnType<Date | null, never, Date | string | null>;
  finished_at: ColumnType<Date | null, never, Date | string | null>;
  failure: ColumnType<string | null, never, string | null>;
  /** FILTER_CONDITION: the rule's tree (checked when queued), its words, and the values its rows take. */
  json_tree: ColumnType<unknown, string | null | undefined, never>;
  rule_text: ColumnType<string | null, string | null | undefined, never>;
  rule_values: ColumnType<Record<string, string> | null, string | null | undefined, never>;
  /** False until the rows of a FILTER_CONDITION update are chosen (a scheduled one's when it runs). */
  rows_chosen: ColumnType<boolean, boolean | undefined, boolean>;
}

/** One line of an update's file: its cells by column, and its outcome once applied (1) or failed (2). */
export interface BulkUpdateRowsTable {
  update_id: number;
  row_no: number;
  data: Json<Record<string, string>>;
  outcome: ColumnType<1 | 2 | null, never, 1 | 2>;
  message: ColumnType<string | null, never, string | null>;
  done_at: ColumnType<Date | null, never, Date | string>;
}

/** A product's offer in one country: discount price, promotion tags, New Arrivals launch time. */
export interface ProductCountryOffersTable extends Audited {
  p_id: number;
  country_code: string;
  discount_price: number | null;
  promotion_tag: ColumnType<string, string | undefined, string>;
  ar_promotion_tag: ColumnType<string, string | undefined, string>;
  launch_date_time: Date | null;
}

/** A UPC listed on a sales channel. */
export interface ProductChannelListingsTable extends Audited {
  upc: string;
  channel: string;
  p_id: number;
}
