import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt, Revision } from './columns.ts';

/** A marketing campaign of Campaign Details; the code is stored normalised (upper case, A–Z 0–9 _ -). */
export interface MarketingCampaignsTable {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
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
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
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
