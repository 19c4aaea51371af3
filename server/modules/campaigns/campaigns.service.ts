import type { Campaign, CampaignProduct, DeletedCampaign, NewCampaign } from '../../../src/domain/campaigns/contracts.ts';
import { CAMPAIGN_MESSAGES } from '../../../src/domain/campaigns/messages.ts';
import type { Page } from '../../../src/domain/paging.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/http-error.ts';
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
  };
}

const notFound = (id: number) => new HttpError(404, CAMPAIGN_MESSAGES.notFound(id));
const duplicateCode = () => fieldConflict('campaignCode', CAMPAIGN_MESSAGES.duplicate);

/** One page of campaigns, newest first, matching `search` in code or details (any case). */
export async function listCampaigns(db: Db, query: { index: number; pageSize: number; search?: string }): Promise<Page<Campaign>> {
  const { rows, total } = await repo.listPage(db, {
    search: query.search || undefined,
    offset: (query.index - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { records: rows.map(toCampaign), totalRecords: total };
}

/** Creates a campaign from an already normalised code (the contract's schema did it); 409 when the code exists in any case. */
export async function createCampaign(db: Db, body: NewCampaign, by: Actor): Promise<Campaign> {
  const row = await repo.insertCampaign(db, { campaignCode: body.campaignCode, details: body.details }, by);
  if (!row) throw duplicateCode();
  return toCampaign(row);
}

/** Edits a campaign's code and details; 404 for an unknown id, 409 when another campaign has the code in any case. */
export async function updateCampaign(db: Db, id: number, body: NewCampaign, by: Actor): Promise<Campaign> {
  if (!(await repo.findById(db, id))) throw notFound(id);
  if ((await repo.idWithCode(db, body.campaignCode, id)) !== undefined) throw duplicateCode();
  const write = () => repo.updateCampaign(db, id, { campaignCode: body.campaignCode, details: body.details }, by);
  const row = await uniqueOrConflict(write, 'campaignCode', CAMPAIGN_MESSAGES.duplicate);
  if (!row) throw notFound(id);
  return toCampaign(row);
}

/**
 * Deletes a campaign and its product price rows in one transaction (the rows are the campaign's
 * own prices and mean nothing without it; docs/decisions.md); 404 for an unknown id.
 */
export async function deleteCampaign(db: Db, id: number): Promise<DeletedCampaign> {
  return db.transaction().execute(async (trx) => {
    const deletedProducts = await repo.deleteProducts(trx, id);
    if (!(await repo.deleteCampaign(trx, id))) throw notFound(id);
    return { id, deletedProducts };
  });
}

/** One page of a campaign's price rows by PID and country; 404 for an unknown campaign. */
export async function campaignProducts(db: Db, id: number, paging: { index: number; pageSize: number }): Promise<Page<CampaignProduct>> {
  if (!(await repo.findById(db, id))) throw notFound(id);
  const { rows, total } = await repo.productPage(db, id, { offset: (paging.index - 1) * paging.pageSize, limit: paging.pageSize });
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
