import type { Generated } from 'kysely';
import type { CreatedAt, Revision } from './columns.ts';

/** An issuer of authenticator accounts (Manage Auth's maintained list); names unique in any case. */
export interface AuthIssuersTable {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  id: Generated<number>;
  name: string;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
}

/** An authenticator account: its TOTP secret sealed under SECRETS_KEY, the last accepted step, recent failures. */
export interface AuthAccountsTable {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  id: Generated<number>;
  issuer_id: number;
  account_code: string;
  secret_sealed: string | null;
  last_step: number | null;
  failed_count: Generated<number>;
  failed_since: Date | null;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
}
