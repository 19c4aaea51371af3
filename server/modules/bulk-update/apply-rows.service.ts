import type { BulkUpdateType } from '../../../src/domain/bulk-update/constants.ts';
import { BULK_UPDATE_MESSAGES as M } from '../../../src/domain/bulk-update/messages.ts';
import { LOCAL_DATE_TIME } from '../../../src/domain/bulk-update/rows.ts';
import { dayStart } from '../../../src/domain/day-bounds.ts';
import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import * as catalogue from '../catalogue/products.service.ts';
import * as countries from '../reference/countries.service.ts';
import * as stock from '../stock/stock.service.ts';
import type { PendingRow, RowOutcome } from './bulk-update.repository.ts';
import * as repo from './product-offers.repository.ts';

export interface ApplyContext {
  type: BulkUpdateType;
  by: Actor;
  timeZone: string;
}

/** A `YYYY-MM-DD HH:mm[:ss]` of the deployment's zone as an instant. */
function zonedInstant(text: string, timeZone: string): Date {
  const [, y, mo, d, h, mi, s] = LOCAL_DATE_TIME.exec(text)!;
  const start = dayStart(`${y}-${mo}-${d}`, timeZone).getTime();
  return new Date(start + ((Number(h) * 60 + Number(mi)) * 60 + Number(s ?? 0)) * 1000);
}

/**
 * Applies a slice of an update's rows (checked for shape when the file was queued) and answers each
 * row's outcome. A row whose product, country or UPC is unknown, or whose change the product's
 * data refuses, fails with its reason; the others are written. Runs in the caller's transaction.
 */
export async function applyRows(db: Db, rows: readonly PendingRow[], ctx: ApplyContext): Promise<RowOutcome[]> {
  if (ctx.type === 'PRODUCT_ACTIVATION') return applyListings(db, rows, ctx.by);
  const prices = await catalogue.productPrices(
    db,
    rows.map((r) => Number(r.data.pid)),
  );
  const codes = await countries.countryCodes(db);
  const outcomes: RowOutcome[] = [];
  const changes: (repo.OfferChange & { rowNo: number })[] = [];
  for (const { row_no: rowNo, data } of rows) {
    const pId = Number(data.pid);
    const countryCode = codes.get(data.countryCode!.toUpperCase());
    const price = prices.get(pId);
    if (price === undefined) outcomes.push({ rowNo, ok: false, message: M.unknownPid });
    else if (!countryCode) outcomes.push({ rowNo, ok: false, message: M.unknownCountry });
    else if (ctx.type === 'DISCOUNT' && Number(data.dprice) >= price) outcomes.push({ rowNo, ok: false, message: M.notBelowPrice(price) });
    else changes.push({ rowNo, pId, countryCode, ...offerFields(ctx, data) });
  }
  let applied = changes;
  if (ctx.type === 'REVERSE_DISCOUNT') {
    const withDiscount = await repo.discounted(db, changes);
    applied = changes.filter((c) => withDiscount.has(`${c.pId}|${c.countryCode}`));
    for (const c of changes)
      if (!withDiscount.has(`${c.pId}|${c.countryCode}`)) outcomes.push({ rowNo: c.rowNo, ok: false, message: M.noDiscount });
    await repo.clearDiscounts(db, applied, ctx.by);
  } else {
    await repo.upsertOffers(db, applied, OFFER_FIELDS[ctx.type], ctx.by);
  }
  for (const c of applied) outcomes.push({ rowNo: c.rowNo, ok: true });
  return outcomes;
}

const OFFER_FIELDS: Record<Exclude<BulkUpdateType, 'PRODUCT_ACTIVATION' | 'REVERSE_DISCOUNT'>, repo.OfferField[]> = {
  DISCOUNT: ['discount_price', 'promotion_tag', 'ar_promotion_tag'],
  PROMOTION_TAG_UPDATE: ['promotion_tag', 'ar_promotion_tag'],
  NEW_ARRIVALS: ['launch_date_time'],
};

function offerFields(ctx: ApplyContext, data: Record<string, string>): Partial<repo.OfferChange> {
  switch (ctx.type) {
    case 'DISCOUNT':
      return { discount_price: Number(data.dprice), promotion_tag: data.promotionTag!, ar_promotion_tag: data.ar_promotionTag! };
    case 'PROMOTION_TAG_UPDATE':
      return { promotion_tag: data.promotionTag!, ar_promotion_tag: data.ar_promotionTag! };
    case 'NEW_ARRIVALS':
      return { launch_date_time: zonedInstant(data.launchDateTime!, ctx.timeZone) };
    default:
      return {};
  }
}

/** PRODUCT_ACTIVATION: each UPC listed on its channel, when the UPC is the product's. */
async function applyListings(db: Db, rows: readonly PendingRow[], by: Actor): Promise<RowOutcome[]> {
  const owners = await stock.productsOfUpcs(
    db,
    rows.map((r) => r.data.upc!),
  );
  const outcomes: RowOutcome[] = [];
  const listings: { upc: string; channel: string; pId: number }[] = [];
  for (const { row_no: rowNo, data } of rows) {
    const pId = Number(data.pId);
    const upc = data.upc!.toUpperCase();
    if (owners.get(upc) !== pId) outcomes.push({ rowNo, ok: false, message: owners.has(upc) ? M.upcNotOfProduct : M.unknownUpc });
    else {
      listings.push({ upc, channel: data.channel!, pId });
      outcomes.push({ rowNo, ok: true });
    }
  }
  await repo.upsertListings(db, listings, by);
  return outcomes;
}
