import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt, Json, Revision } from './columns.ts';

export interface UsersTable {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  id: Generated<number>;
  employee_no: string;
  email: string;
  first_name: string;
  last_name: string;
  designation: string;
  /** The designation's id (migration 0017): 51 and 14 are encoders (spec 001 §6). */
  designation_id: ColumnType<number | null, number | null | undefined, number | null>;
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

/** One sign-in: open until signed out, ended by a password reset or disabling, or past its end. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_date_utc: CreatedAt;
  expires_date_utc: Date;
  ended_date_utc: Date | null;
  ended_reason: 'signed-out' | 'password-reset' | 'disabled' | null;
}

/** Failed sign-ins under one key (an account, a known device of it, or an unknown name): migration 0011. */
export interface SignInAttemptsTable {
  key: string;
  user_id: number | null;
  failures: number;
  last_failure_utc: Date;
  next_attempt_utc: Date;
}

export interface AppMetaTable {
  key: string;
  value: string;
}
