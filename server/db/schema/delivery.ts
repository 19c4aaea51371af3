import type { Generated } from 'kysely';
import type { CreatedAt, ChangedBy, ChangedName, ChangedAt, Revision } from './columns.ts';

/** A delivery method (spec 002 §3): one per inventory country, delivery type and label. */
export interface DeliveryMethodsTable {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  id: Generated<number>;
  inventory_country_id: number;
  delivery_type_code: string;
  delivery_label_code: string;
  status: boolean;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: ChangedBy;
  updated_name: ChangedName;
  updated_date_utc: ChangedAt;
  /** Who deleted the row and when (migration 0016); null while it is not deleted. */
  deleted_by: ChangedBy;
  deleted_name: ChangedName;
  deleted_date_utc: ChangedAt;
}

/** A delivery timeline of a method (spec 002 §3); times are HH:MM:SS, working days 'Mon,Tue,…'. */
export interface DeliveryTimelinesTable {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  id: Generated<number>;
  delivery_method_id: number;
  shipping_country_id: number;
  shipping_state_id: number | null;
  shipping_area_id: number | null;
  timezone: string;
  cut_off_time_from: string;
  cut_off_time_to: string;
  working_days: string;
  min_edd: number;
  max_edd: number;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: ChangedBy;
  updated_name: ChangedName;
  updated_date_utc: ChangedAt;
  /** Who deleted the row and when (migration 0016); null while it is not deleted. */
  deleted_by: ChangedBy;
  deleted_name: ChangedName;
  deleted_date_utc: ChangedAt;
}
