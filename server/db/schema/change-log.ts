import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

/** One tracked write of office data (migration 0028): append-only, written in the write's transaction. */
export interface ChangeLogTable {
  id: ColumnType<string, never, never>;
  at: CreatedAt;
  user_id: number | null;
  user_name: string;
  data_centre: string;
  page: string;
  entity: string;
  entity_id: string;
  action: string;
  request_id: Generated<string>;
  revision: Generated<number>;
  summary: Generated<string>;
  /** [{ field, before, after }] or [{ field, secret: true }], as JSON text on insert. */
  changes: ColumnType<unknown, string, never>;
  /** The whole row a delete removed, as the table held it: what Restore puts back. */
  snapshot: ColumnType<Record<string, unknown> | null, string | null, never>;
  undoes: ColumnType<string | null, string | null, never>;
}
