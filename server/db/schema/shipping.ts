import type { Generated } from 'kysely';
import type { ChangedAt, ChangedBy, ChangedName, CreatedAt, Revision } from './columns.ts';

/** A shipping charge setting: a tier, country and delivery type with its currency (spec 002 §3). */
export interface ShippingChargeSettingsTable {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  id: Generated<number>;
  tier: string;
  delivery_type: string;
  country_id: number;
  currency_code: string;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: ChangedBy;
  updated_name: ChangedName;
  updated_date_utc: ChangedAt;
}

/** One version of a setting's charges and status, in force from `effective_from`; never changed after. */
export interface ShippingChargeVersionsTable {
  id: Generated<number>;
  setting_id: number;
  transaction_shipping_charge: number;
  transaction_free_shipping_limit: number;
  global_shipping_charge: number;
  express_shipping_fee: number;
  status: boolean;
  update_changes: 'NOW' | 'SCHEDULED';
  schedule_date: Date | null;
  effective_from: Date;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
}
