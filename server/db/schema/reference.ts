import type { Generated } from 'kysely';
import type { CreatedAt, ChangedBy, ChangedName, ChangedAt, Revision } from './columns.ts';

/** A country of Country Settings (spec 000 §3); `country_code` is unique in any case. numeric reads as number. */
export interface CountriesTable {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  id: Generated<number>;
  country_name: string;
  ar_country_name: string;
  country_code: string;
  country_code2: string;
  currency_code: string;
  exchange_rate: number;
  exchange_rate_product: number;
  mobile_country_code: number;
  mobile_local_code: string;
  mobile_local_number_length: number;
  domain: string;
  vat_per: number;
  vat_calc_value: number;
  return_days: number;
  show_invoice_vat: boolean;
  service_avail: boolean;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: ChangedBy;
  updated_name: ChangedName;
  updated_date_utc: ChangedAt;
}

/** A state of a country (spec 000 §3); `state_code` is unique per country in any case. */
export interface StatesTable {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  id: Generated<number>;
  country_id: number;
  state_name: string;
  ar_state_name: string;
  state_code: string;
  display_order: number;
  status: 'a' | 'i';
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: ChangedBy;
  updated_name: ChangedName;
  updated_date_utc: ChangedAt;
}

/** An area of a state (spec 000 §3); `area_name` is unique per state in any case. */
export interface AreasTable {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  id: Generated<number>;
  state_id: number;
  area_name: string;
  ar_area_name: string;
  status: 'a' | 'i';
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: ChangedBy;
  updated_name: ChangedName;
  updated_date_utc: ChangedAt;
}
