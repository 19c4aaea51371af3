import type { ColumnType, Generated } from 'kysely';
import type { ColumnLayout } from '../../../src/domain/lists/layout.ts';
import type { ChangedAt, ChangedBy, ChangedName, CreatedAt, Json, Revision } from './columns.ts';

interface Audit {
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: ChangedBy;
  updated_name: ChangedName;
  updated_date_utc: ChangedAt;
}

/** The columns of one list as one user arranged them (migration 0031). */
export interface ListLayoutsTable extends Audit {
  user_id: number;
  page: string;
  list: string;
  layout: Json<ColumnLayout>;
}

/** A named view of a list: its query, optionally its columns; the owner's default, or published for the page. */
export interface ListViewsTable extends Audit {
  id: Generated<number>;
  owner_id: number;
  page: string;
  list: string;
  name: string;
  query: string;
  /** JSON text on insert and update; null: the view keeps no columns. */
  layout: ColumnType<ColumnLayout | null, string | null, string | null>;
  is_default: boolean;
  published: boolean;
  revision: Revision;
}
