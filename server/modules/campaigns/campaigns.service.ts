import type {
  Campaign,
  CampaignProduct,
  CampaignProductSort,
  CampaignSort,
  DeletedCampaign,
  NewCampaign,
} from '../../../src/domain/campaigns/contracts.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import { CAMPAIGN_MESSAGES } from '../../../src/domain/campaigns/messages.ts';
import type { Page } from '../../../src/domain/paging.ts';
import { textOf } from '../../../src/domain/words/field-problem.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { TrackedEntity } from '../../db/records/tracked-entity.ts';
import { deleteTracked, insertTracked, lockAtRevision, updateTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns } from '../../shared/audit-columns.ts';
import { fieldConflict, uniqueOrConflict } from '../../shared/unique-violation.ts';
import * as repo from './campaigns.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
/** numeric(12,2) arrives as a number already; this keeps it at two decimals whatever the driver did. */
const money = (value: number) => Math.round(Number(value) * 100) / 100;

function toCampaign(row: repo.CampaignRow): Campaign {
  return {
    id: row.id,
    campaignCode: row.campaign_code,
    details: row.details,
    createdName: row.created_name,
    createdDateUTC: iso(row.created_date_utc),
    revision: row.revision,
  };
}

function toProduct(row: repo.CampaignProductRow): CampaignProduct {
  return {
    id: row.id,
    pid: row.pid,
    newPrice: money(row.new_price),
    oldPrice: money(row.old_price),
    countryCode: row.country_code,
    priceChangedDate: iso(row.price_changed_date),
    createDate: iso(row.created_date_utc),
    revision: row.revision,
  };
}

/** The columns a create or an edit sets: what Undo puts back. */
const toColumns = (values: Pick<Campaign, 'campaignCode' | 'details'>) => ({ campaign_code: values.campaignCode, details: values.details });

/** A campaign's product price rows as its delete keeps them, and how a restore puts them back. */
const campaignChildren: TrackedEntity['children'] = {
  snapshot: (db, id) => repo.allProducts(db, id),
  restore: (db, saved) => repo.restoreProducts(db, saved as repo.CampaignProductRow[]),
};

/**
 * Campaign Details' campaign for the change log: no stale save, History, Undo. A delete keeps the
 * campaign's product price rows with it, so Undo and Restore bring them back; a restore whose code
 * another campaign took meanwhile is refused, naming the code.
 */
export const campaignEntity: TrackedEntity = {
  entity: 'campaign',
  table: 'marketing_campaigns',
  toRecord: toCampaign,
  toColumns,
  nameOf: (c) => String(c.campaignCode),
  codeField: 'campaignCode',
  children: campaignChildren,
};

/** A campaign's product price row (the seed writes them; no screen edits one): its history and name in the log. */
export const campaignProductEntity: TrackedEntity = {
  entity: 'campaign-product',
  table: 'campaign_products',
  toRecord: toProduct,
  nameOf: (p) => `${String(p.pid)} ${String(p.countryCode)}`,
  stamped: false,
};

const notFound = (id: number) => new HttpError(404, CAMPAIGN_MESSAGES.notFound(id));
const duplicateCode = () => fieldConflict('campaignCode', CAMPAIGN_MESSAGES.duplicate);

/** One page of campaigns in `sort`'s order (newest first without one), matching `search` in code or details (any case). */
export async function listCampaigns(
  db: Db,
  query: { index: number; pageSize: number; search?: string; sort?: Sort<CampaignSort> },
): Promise<Page<Campaign>> {
  const { rows, total } = await repo.listPage(db, {
    search: query.search || undefined,
    sort: query.sort,
    offset: (query.index - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { records: rows.map(toCampaign), totalRecords: total };
}

/** Creates a campaign from an already normalised code (the contract's schema did it); 409 when the code exists in any case. */
export async function createCampaign(db: Db, body: NewCampaign, by: Actor): Promise<Campaign> {
  if ((await repo.idWithCode(db, body.campaignCode)) !== undefined) throw duplicateCode();
  // Its author is also its last editor, as the seed's campaigns are.
  const columns = { ...toColumns(body), updated_by: by.userId, updated_name: by.name };
  const write = () => insertTracked(db, campaignEntity, columns, by);
  return toCampaign((await uniqueOrConflict(write, 'campaignCode', CAMPAIGN_MESSAGES.duplicate)) as repo.CampaignRow);
}

/**
 * Edits the code and details of the campaign at `revision`; 404 for an unknown id, 409 when
 * someone saved it since (naming who and when) or when another campaign has the code in any case.
 */
export function updateCampaign(db: Db, id: number, body: NewCampaign, revision: number, by: Actor): Promise<Campaign> {
  return inTransaction(db, async (trx) => {
    const locked = await lockAtRevision(trx, campaignEntity, id, revision, by, CAMPAIGN_MESSAGES.notFound(id));
    if ((await repo.idWithCode(trx, body.campaignCode, id)) !== undefined) throw duplicateCode();
    const write = () => updateTracked(trx, campaignEntity, id, revision, toColumns(body), by, { locked });
    return toCampaign((await uniqueOrConflict(write, 'campaignCode', CAMPAIGN_MESSAGES.duplicate)) as repo.CampaignRow);
  });
}

/**
 * Deletes the campaign at `revision` and its product price rows in one transaction (the rows are
 * the campaign's own prices and mean nothing without it; docs/decisions.md). The log entry keeps
 * both, so Undo and Restore bring them back. 404 for an unknown id, 409 when someone saved it since.
 */
export function deleteCampaign(db: Db, id: number, revision: number, by: Actor): Promise<DeletedCampaign> {
  return inTransaction(db, async (trx) => {
    await lockAtRevision(trx, campaignEntity, id, revision, by, CAMPAIGN_MESSAGES.notFound(id));
    const deletedProducts = await repo.countProducts(trx, id);
    // The product rows go with the campaign (on delete cascade), kept in the entry as its children.
    await deleteTracked(trx, campaignEntity, id, revision, by, { missing: textOf(CAMPAIGN_MESSAGES.notFound(id)) });
    return { id, deletedProducts };
  });
}

/** One page of a campaign's price rows in `sort`'s order (by PID and country without one); 404 for an unknown campaign. */
export async function campaignProducts(
  db: Db,
  id: number,
  paging: { index: number; pageSize: number; sort?: Sort<CampaignProductSort> },
): Promise<Page<CampaignProduct>> {
  if (!(await repo.findById(db, id))) throw notFound(id);
  const { rows, total } = await repo.productPage(db, id, {
    sort: paging.sort,
    offset: (paging.index - 1) * paging.pageSize,
    limit: paging.pageSize,
  });
  return { records: rows.map(toProduct), totalRecords: total };
}

/** A campaign and its price rows as the demo seed writes them (dates given, not stamped). */
export interface SeedCampaign {
  campaignCode: string;
  details: string;
  createdDateUTC: Date;
  products: { pid: number; countryCode: string; newPrice: number; oldPrice: number; priceChangedDate: Date; createDate: Date }[];
}

/** Writes the demo campaigns; a code already present is left alone with its rows. */
export async function seedCampaigns(db: Db, campaigns: SeedCampaign[], by: Actor): Promise<void> {
  for (const campaign of campaigns) {
    const { campaignCode, details, createdDateUTC } = campaign;
    const row = await repo.insertCampaign(db, { campaignCode, details, createdDateUTC }, by);
    if (!row) continue;
    await repo.insertProducts(
      db,
      campaign.products.map((p) => ({
        campaign_id: row.id,
        pid: p.pid,
        country_code: p.countryCode,
        new_price: p.newPrice,
        old_price: p.oldPrice,
        price_changed_date: p.priceChangedDate,
        ...createdColumns(by),
        created_date_utc: p.createDate,
      })),
    );
  }
}
