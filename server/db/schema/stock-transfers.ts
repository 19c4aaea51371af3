import type { ColumnType, Generated } from 'kysely';
import type { ChangedAt, ChangedBy, ChangedName, CreatedAt } from './columns.ts';

interface Audited {
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: ChangedBy;
  updated_name: ChangedName;
  updated_date_utc: ChangedAt;
}

/** A place stock moves from or to; administrators add more. */
export interface TransferLocationsTable extends Audited {
  code: string;
  name: string;
  ar_name: string;
  display_order: ColumnType<number, number | undefined, number>;
}

/** A stock transfer order (STO): its reference number is unique. */
export interface StockTransfersTable extends Audited {
  id: Generated<number>;
  reference_number: string;
  from_location_code: string;
  to_location_code: string;
  transfer_type: ColumnType<'STO', 'STO' | undefined, never>;
  line_count: number;
  unit_count: number;
  file_name: string;
}

/** One unique UPC of a transfer, its quantities summed, with the sheet rows it came from. */
export interface StockTransferLinesTable extends Audited {
  transfer_id: number;
  line_no: number;
  upc: string;
  quantity: number;
  row_numbers: string;
}
