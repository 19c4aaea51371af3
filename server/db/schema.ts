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

/** A marketing campaign of Campaign Details; the code is stored normalised (upper case, A–Z 0–9 _ -). */
export interface MarketingCampaignsTable {
  id: Generated<number>;
  campaign_code: string;
  details: string;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: number | null;
  updated_name: string;
  updated_date_utc: UpdatedAt;
}

/** One product's price in a campaign, per country (the Product Listing). numeric(12,2) reads as a number. */
export interface CampaignProductsTable {
  id: Generated<number>;
  campaign_id: number;
  pid: number;
  country_code: string;
  new_price: number;
  old_price: number;
  price_changed_date: ColumnType<Date, Date | string, Date | string>;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
}

/** An issuer of authenticator accounts (Manage Auth's maintained list); names unique in any case. */
export interface AuthIssuersTable {
  id: Generated<number>;
  name: string;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
}

/** An authenticator account: its TOTP secret sealed under SECRETS_KEY, the last accepted step, recent failures. */
export interface AuthAccountsTable {
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

/** Reference data: who changed a row last and when, null until a first change. */
type ChangedBy = ColumnType<number | null, never, number | null>;
type ChangedName = ColumnType<string | null, never, string>;
type ChangedAt = ColumnType<Date | null, never, Date | string>;

/** A country of Country Settings (spec 000 §3); `country_code` is unique in any case. numeric reads as number. */
export interface CountriesTable {
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

/** One gatekeeper rule set (spec 002 §9): who replaced it last, and a revision per upload. */
export interface GatekeeperRuleSetsTable {
  rule_set: string;
  revision: ColumnType<number, number | undefined, number>;
  updated_by: number | null;
  updated_name: string | null;
  updated_date_utc: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One line of a gatekeeper rule set's CSV (identifier, value, limit). */
export interface GatekeeperRulesTable {
  id: Generated<number>;
  rule_set: string;
  identifier: string;
  value: string;
  rule_limit: number | null;
  line_no: number;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: ChangedBy;
  updated_name: ChangedName;
  updated_date_utc: ChangedAt;
}

/** Gatekeeper (migration 0006): the UPC item master, shared stock data the rules read. */
export interface ItemMasterTable {
  upc: string;
  pid: string;
  style: string;
  brand: string;
  category: string;
  sub_category: string;
  division: string;
  department: string;
  group_code: string;
  size_label: string;
  item_code: string;
  head_office_qty: number;
  rack_qty: number;
  pre_grn_qty: number;
  style_in_business_uae: boolean;
  style_in_business_ksa: boolean;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: number | null;
  updated_name: string;
  updated_date_utc: UpdatedAt;
}

/** An inbound pallet manifest (the feed a pallet is imported from) and its lines. */
export interface GkManifestsTable {
  pallet_no: string;
  gate_country: 'UAE' | 'KSA';
  loaded_by: number | null;
  loaded_name: string;
  loaded_date_utc: UpdatedAt;
}
export interface GkManifestLinesTable {
  pallet_no: string;
  upc: string;
  qty: number;
}

/** A pallet at the gate with its counts, kept with the item rows in one transaction. */
export interface GkPalletsTable {
  id: Generated<number>;
  pallet_no: string;
  status: ColumnType<'Open' | 'Closed', 'Open' | 'Closed' | undefined, 'Open' | 'Closed'>;
  gate_country: 'UAE' | 'KSA';
  qty: number;
  scanned_count: Generated<number>;
  total_count: Generated<number>;
  missing_count: Generated<number>;
  excess_count: Generated<number>;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  closed_by: number | null;
  closed_name: string | null;
  closed_date_utc: Date | null;
}

/** One expected unit of a pallet, or (expected = false) a unit marked excess. */
export interface GkPalletItemsTable {
  id: ColumnType<number, never, never>;
  pallet_no: string;
  upc: string;
  expected: Generated<boolean>;
  is_scanned: Generated<boolean>;
  action: string | null;
  remarks: string | null;
  scanned_by: number | null;
  scanned_name: string | null;
  scanned_date_utc: Date | null;
  device_time: Date | string | null;
  server_time: Date | null;
  op_id: string | null;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
}

/** An operation a device sent, applied once: its first answer is the answer to every replay. */
export interface GkAppliedOperationsTable {
  op_id: string;
  pallet_no: string;
  type: string;
  result: Json<unknown>;
  applied_by: number | null;
  applied_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  user_grants: UserGrantsTable;
  app_meta: AppMetaTable;
  applications: ApplicationsTable;
  application_data_centres: ApplicationDataCentresTable;
  menus: MenusTable;
  activity_log: ActivityLogTable;
  countries: CountriesTable;
  states: StatesTable;
  areas: AreasTable;
  marketing_campaigns: MarketingCampaignsTable;
  campaign_products: CampaignProductsTable;
  auth_issuers: AuthIssuersTable;
  auth_accounts: AuthAccountsTable;
  item_master: ItemMasterTable;
  gk_manifests: GkManifestsTable;
  gk_manifest_lines: GkManifestLinesTable;
  gk_pallets: GkPalletsTable;
  gk_pallet_items: GkPalletItemsTable;
  gk_applied_operations: GkAppliedOperationsTable;
  gatekeeper_rule_sets: GatekeeperRuleSetsTable;
  gatekeeper_rules: GatekeeperRulesTable;
}
