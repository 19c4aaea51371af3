import type { ColumnType, Generated } from 'kysely';
import type { MenuNode } from '../../src/domain/navigation/contracts.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<number>;
  employee_no: string;
  email: string;
  first_name: string;
  last_name: string;
  designation: string;
  company: string;
  photo_url: string;
  password_hash: string;
  is_admin: Generated<boolean>;
  enabled: Generated<boolean>;
  settings: Json<Record<string, unknown>>;
  shortcuts: Json<string[]>;
  data_centre: string;
  created_by: number | null;
  created_date_utc: CreatedAt;
  updated_by: number | null;
  updated_date_utc: UpdatedAt;
}

/** A user's access to one page of the spec: L1 may open it, L2 may also change data. */
export interface UserGrantsTable {
  user_id: number;
  page: string;
  level: 'L1' | 'L2';
  created_by: number | null;
  created_date_utc: CreatedAt;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

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

export interface Database {
  users: UsersTable;
  user_grants: UserGrantsTable;
  app_meta: AppMetaTable;
  applications: ApplicationsTable;
  application_data_centres: ApplicationDataCentresTable;
  menus: MenusTable;
  activity_log: ActivityLogTable;
}
