import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt, Json } from './columns.ts';

/** One gatekeeper rule set (spec 002 §9): who replaced it last, and a revision per upload. */
export interface GatekeeperRuleSetsTable {
  rule_set: string;
  /** The revision whose rows are the set (0: never uploaded). */
  revision: ColumnType<number, number | undefined, number>;
  /** The last revision an upload started writing (migration 0013). */
  staged_revision: ColumnType<number, number | undefined, number>;
  updated_by: number | null;
  updated_name: string | null;
  updated_date_utc: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One revision of a gatekeeper rule set: all its rules packed in one value (migration 0026). */
export interface GatekeeperRuleRevisionsTable {
  rule_set: string;
  revision: number;
  row_count: number;
  /** gzip of a JSON array of [identifier, value, limit] in file order (rule-revision-codec.ts). */
  rules_gzip: Uint8Array;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
}

/** Gatekeeper (migration 0006): the UPC item master, shared stock data the rules read. */
export interface ItemMasterTable {
  upc: string;
  pid: string;
  style: string;
  brand: string;
  category: string;
  sub_category: string;
  division: string;
  department: string;
  group_code: string;
  size_label: string;
  item_code: string;
  head_office_qty: number;
  rack_qty: number;
  pre_grn_qty: number;
  style_in_business_uae: boolean;
  style_in_business_ksa: boolean;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: number | null;
  updated_name: string;
  updated_date_utc: UpdatedAt;
}

/** An inbound pallet manifest (the feed a pallet is imported from) and its lines. */
export interface GkManifestsTable {
  pallet_no: string;
  gate_country: 'UAE' | 'KSA';
  loaded_by: number | null;
  loaded_name: string;
  loaded_date_utc: UpdatedAt;
}

export interface GkManifestLinesTable {
  pallet_no: string;
  upc: string;
  qty: number;
}

/** A pallet at the gate with its counts, kept with the item rows in one transaction. */
export interface GkPalletsTable {
  id: Generated<number>;
  pallet_no: string;
  status: ColumnType<'Open' | 'Closed', 'Open' | 'Closed' | undefined, 'Open' | 'Closed'>;
  gate_country: 'UAE' | 'KSA';
  qty: number;
  scanned_count: Generated<number>;
  total_count: Generated<number>;
  missing_count: Generated<number>;
  excess_count: Generated<number>;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  closed_by: number | null;
  closed_name: string | null;
  closed_date_utc: Date | null;
}

/** One expected unit of a pallet, or (expected = false) a unit marked excess. */
export interface GkPalletItemsTable {
  id: ColumnType<number, never, never>;
  pallet_no: string;
  upc: string;
  expected: Generated<boolean>;
  is_scanned: Generated<boolean>;
  action: string | null;
  remarks: string | null;
  scanned_by: number | null;
  scanned_name: string | null;
  scanned_date_utc: Date | null;
  device_time: Date | string | null;
  server_time: Date | null;
  op_id: string | null;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
}

/** An operation a device sent, applied once: its first answer is the answer to every replay. */
export interface GkAppliedOperationsTable {
  op_id: string;
  pallet_no: string;
  type: string;
  result: Json<unknown>;
  applied_by: number | null;
  applied_at: CreatedAt;
}
