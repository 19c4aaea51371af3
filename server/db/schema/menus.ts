import type { Generated } from 'kysely';
import type { MenuNode } from '../../../src/domain/navigation/contracts.ts';
import type { CreatedAt, UpdatedAt, Json, Revision } from './columns.ts';

/** An application whose menus Menu Settings edits (spec 000 §3 "Application"). */
export interface ApplicationsTable {
  id: Generated<number>;
  project_app_name: string;
}

/** A data centre an application runs in (spec 000 §3 "Data centre"). */
export interface ApplicationDataCentresTable {
  app_id: number;
  name: string;
}

/** The stored menu of one application and data centre: the tree of MenuNode as Menu Settings saved it. */
export interface MenusTable {
  /** The row's own id (migration 0029): how the change log names a menu. */
  id: Generated<number>;
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  app_id: number;
  data_centre: string;
  data: Json<MenuNode[]>;
  updated_by: number | null;
  updated_date_utc: UpdatedAt;
}

/** One successful write by a signed-in user (the quick panel's recent activity). */
export interface ActivityLogTable {
  id: Generated<number>;
  user_id: number;
  method: string;
  route: string;
  page: string | null;
  status_code: number;
  at: CreatedAt;
}
