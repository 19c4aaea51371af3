import type { ColumnType, Generated } from 'kysely';
import type { ChangedAt, ChangedBy, ChangedName, CreatedAt, Json, Revision } from './columns.ts';

interface Audited {
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: ChangedBy;
  updated_name: ChangedName;
  updated_date_utc: ChangedAt;
}

/** An RRP rule (spec 001 §3): its tree and the forms the server built from it, one per action. */
export interface RrpRulesTable extends Audited {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  id: Generated<number>;
  action: string;
  json_tree: Json<unknown>;
  query_string: string;
  mongo_db_query: Json<unknown>;
  sql_where: string;
  json_logic: Json<unknown>;
}

/** One change of an RRP rule: the tree before (none at creation) and after. */
export interface RrpRuleHistoryTable extends Audited {
  id: Generated<number>;
  rule_id: number;
  change: 'created' | 'updated';
  before_tree: ColumnType<unknown, string | null, string | null>;
  before_query_string: string | null;
  after_tree: Json<unknown>;
  after_query_string: string;
}

/** A product frame (spec 002 §3): its tag and the products it is applied to (PIDs or a rule). */
export interface ProductFramesTable extends Audited {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  id: Generated<number>;
  o_tag_txt1: string;
  ar_o_tag_txt1: string;
  o_tag_bg_color1: string;
  o_tag_txt_color1: string;
  applies_to: 'PIDS' | 'RULE';
  json_tree: ColumnType<unknown, string | null, string | null>;
}

/** A product a frame lists by PID. */
export interface ProductFrameProductsTable {
  frame_id: number;
  p_id: number;
}
