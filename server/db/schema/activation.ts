import type { ColumnType, Generated } from 'kysely';
import type { ChangedAt, ChangedBy, ChangedName, CreatedAt, Json } from './columns.ts';

/** The three kinds of queue (spec 000 §9 without the GLOBAL/CUSTOM suffix). */
export type QueueKindColumn = 'ACTIVATION' | 'UPDATE' | 'AR-ACTIVATION';

interface Audit {
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: ChangedBy;
  updated_name: ChangedName;
  updated_date_utc: ChangedAt;
}

/** A product waiting in a kind of queue, with its lease (who holds it, until when) and last skip. */
export interface ActivationQueueItemsTable extends Audit {
  kind: QueueKindColumn;
  p_id: number;
  rank: ColumnType<number, number | undefined, number>;
  lease_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  lease_expires_utc: ColumnType<Date | null, Date | null | undefined, Date | string | null>;
  skipped_by: ColumnType<number | null, number | null | undefined, number | null>;
  skipped_until_utc: ColumnType<Date | null, Date | null | undefined, Date | string | null>;
}

/** The global queue of a kind (owner null) or a user's custom queue with its filters. */
export interface ActivationQueuesTable extends Audit {
  id: Generated<number>;
  kind: QueueKindColumn;
  owner_id: number | null;
  filter: Json<Record<string, unknown>>;
  /** A custom queue's count, kept by a trigger on its members (0 on global rows: see the counts table). */
  item_count: Generated<number>;
}

/** A kind's global queue count, spread over a few rows kept by triggers on the items (migration 0024). */
export interface ActivationQueueCountsTable {
  kind: QueueKindColumn;
  slot: number;
  item_count: number;
}

/** A member of a custom queue. */
export interface ActivationCustomItemsTable {
  queue_id: number;
  kind: QueueKindColumn;
  p_id: number;
}

/** One activation: who (created_*), which company and language. */
export interface ProductActivationsTable extends Audit {
  id: Generated<number>;
  p_id: number;
  company: string;
  lang: 'ENG' | 'AR';
}

/** A rejection from the activation queue; open until fixed. */
export interface ActivationRejectionsTable extends Audit {
  id: Generated<number>;
  p_id: number;
  assign_to: 'DEPARTMENT' | 'CREATOR';
  department: string;
  reason: string;
  description: string;
  assigned_to: number | null;
  assigned_to_name: string;
  is_deduct: boolean;
  remarks: ColumnType<string, string | undefined, string>;
  fixed_date_utc: ColumnType<Date | null, Date | null | undefined, Date | string | null>;
}

/** A native task on a product. */
export interface ActivationTasksTable extends Audit {
  id: Generated<number>;
  p_id: number;
  type: string;
  title: string;
  assignee_id: number | null;
  assignee_name: string;
  notes: string;
  status: 'OPEN' | 'DONE';
}
