import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { withTotal } from '../../db/paging.ts';
import { sortedBy } from '../../db/sorted.ts';
import type { CampaignProductSort, CampaignSort } from '../../../src/domain/campaigns/contracts.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { CampaignProductsTable, MarketingCampaignsTable } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { authoredColumns } from '../../shared/audit-columns.ts';

export type CampaignRow = Selectable<MarketingCampaignsTable>;
export type CampaignProductRow = Selectable<CampaignProductsTable>;
export type NewCampaignProductRow = Insertable<CampaignProductsTable>;

export interface NewCampaignRow {
  campaignCode: string;
  details: string;
  /** Only the seed backdates a campaign; the API lets the database stamp it. */
  createdDateUTC?: Date;
}

/** Matches `%text%` literally: the user's % and _ are not wildcards. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The column each of the campaign grid's sorts reads.
const SORT_COLUMNS: Record<CampaignSort, string> = { campaignCode: 'campaign_code', details: 'details' };

/** One page of campaigns in `sort`'s order (newest first without one), optionally matching a text in code or details, and the total that match. */
export async function listPage(
  db: Db,
  options: { search?: string; sort?: Sort<CampaignSort>; offset: number; limit: number },
): Promise<{ rows: CampaignRow[]; total: number }> {
  const base = db.selectFrom('marketing_campaigns').$if(!!options.search, (q) => {
    const pattern = containsPattern(options.search ?? '');
    return q.where((eb) => eb.or([eb('campaign_code', 'ilike', pattern), eb('details', 'ilike', pattern)]));
  });
  const sorted = sortedBy(base.selectAll(), options.sort, SORT_COLUMNS, 'id', (q) => q.orderBy('id', 'desc'));
  return withTotal(sorted.offset(options.offset).limit(options.limit).execute(), base);
}

export function findById(db: Db, id: number): Promise<CampaignRow | undefined> {
  return db.selectFrom('marketing_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a campaign; undefined when the code is taken (any case), decided by the unique index in one statement. */
export async function insertCampaign(db: Db, campaign: NewCampaignRow, by: Actor): Promise<CampaignRow | undefined> {
  return db
    .insertInto('marketing_campaigns')
    .values({
      campaign_code: campaign.campaignCode,
      details: campaign.details,
      ...authoredColumns(by),
      ...(campaign.createdDateUTC ? { created_date_utc: campaign.createdDateUTC, updated_date_utc: campaign.createdDateUTC } : {}),
    })
    .onConflict((oc) => oc.expression(sql`upper(campaign_code)`).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The id of the campaign holding this code in any case, other than `exceptId`. */
export async function idWithCode(db: Db, code: string, exceptId?: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('marketing_campaigns')
    .select('id')
    .where(sql<string>`upper(campaign_code)`, '=', code.toUpperCase())
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row?.id;
}

/** How many product price rows a campaign has. */
export async function countProducts(db: Db, campaignId: number): Promise<number> {
  const row = await db
    .selectFrom('campaign_products')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A campaign's product price rows as stored: what its delete keeps for a restore. */
export function allProducts(db: Db, campaignId: number): Promise<CampaignProductRow[]> {
  return db.selectFrom('campaign_products').selectAll().where('campaign_id', '=', campaignId).orderBy('id').execute();
}

/** Puts back product price rows a delete kept, with their own ids (the ids are an identity column). */
export async function restoreProducts(db: Db, rows: readonly CampaignProductRow[]): Promise<void> {
  const BATCH = 500;
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    await sql`insert into campaign_products overriding system value
      select * from json_populate_recordset(null::campaign_products, ${json}::json)`.execute(db);
  }
}

// The column each of the Product Listing's sorts reads.
const PRODUCT_SORT_COLUMNS: Record<CampaignProductSort, string> = {
  pid: 'pid',
  newPrice: 'new_price',
  oldPrice: 'old_price',
  countryCode: 'country_code',
  priceChangedDate: 'price_changed_date',
  createDate: 'created_date_utc',
};

/** One page of a campaign's price rows in `sort`'s order (by PID then country without one), and how many it has in all. */
export async function productPage(
  db: Db,
  campaignId: number,
  options: { sort?: Sort<CampaignProductSort>; offset: number; limit: number },
): Promise<{ rows: CampaignProductRow[]; total: number }> {
  const base = db.selectFrom('campaign_products').where('campaign_id', '=', campaignId);
  const sorted = sortedBy(base.selectAll(), options.sort, PRODUCT_SORT_COLUMNS, 'id', (q) => q.orderBy('pid').orderBy('country_code'));
  return withTotal(sorted.offset(options.offset).limit(options.limit).execute(), base);
}

/** Adds price rows in batches (the seed writes over a thousand for one campaign). */
export async function insertProducts(db: Db, rows: NewCampaignProductRow[]): Promise<void> {
  const BATCH = 500;
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('campaign_products')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}
