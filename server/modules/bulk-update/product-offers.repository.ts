import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns, updatedColumns } from '../../shared/audit-columns.ts';

/** What bulk updates change: a product's offer in a country, and a UPC's listing on a sales channel. */

export type OfferField = 'discount_price' | 'promotion_tag' | 'ar_promotion_tag' | 'launch_date_time';
export interface OfferChange {
  pId: number;
  countryCode: string;
  discount_price?: number | null;
  promotion_tag?: string;
  ar_promotion_tag?: string;
  launch_date_time?: Date;
}

/** The last of each key: one statement may not change a row twice, and the file's later line is the one that stands. */
const lastOfEach = <T>(items: readonly T[], keyOf: (item: T) => string): T[] => [...new Map(items.map((i) => [keyOf(i), i])).values()];

/** Writes offers, setting `fields` on existing ones (a new offer takes the defaults for the rest). */
export async function upsertOffers(db: Db, changes: readonly OfferChange[], fields: readonly OfferField[], by: Actor): Promise<void> {
  if (!changes.length) return;
  const rows = lastOfEach(changes, (c) => `${c.pId}|${c.countryCode}`).map((c) => ({
    p_id: c.pId,
    country_code: c.countryCode,
    discount_price: c.discount_price ?? null,
    promotion_tag: c.promotion_tag ?? '',
    ar_promotion_tag: c.ar_promotion_tag ?? '',
    launch_date_time: c.launch_date_time ?? null,
    ...createdColumns(by),
  }));
  const excluded = Object.fromEntries(fields.map((f) => [f, sql`excluded.${sql.ref(f)}`]));
  await db
    .insertInto('product_country_offers')
    .values(rows)
    .onConflict((oc) => oc.columns(['p_id', 'country_code']).doUpdateSet({ ...excluded, ...updatedColumns(by) }))
    .execute();
}

/** The offers with a discount among `pairs`, as `pId|countryCode`. */
export async function discounted(db: Db, pairs: readonly { pId: number; countryCode: string }[]): Promise<Set<string>> {
  if (!pairs.length) return new Set();
  const rows = await db
    .selectFrom('product_country_offers')
    .select(['p_id', 'country_code'])
    .where('discount_price', 'is not', null)
    .where('p_id', 'in', [...new Set(pairs.map((p) => p.pId))])
    .execute();
  return new Set(rows.map((r) => `${r.p_id}|${r.country_code}`));
}

export const clearDiscounts = async (db: Db, pairs: readonly { pId: number; countryCode: string }[], by: Actor) => {
  for (const { pId, countryCode } of pairs)
    await db
      .updateTable('product_country_offers')
      .set({ discount_price: null, promotion_tag: '', ar_promotion_tag: '', ...updatedColumns(by) })
      .where('p_id', '=', pId)
      .where('country_code', '=', countryCode)
      .execute();
};

export async function upsertListings(db: Db, listings: readonly { upc: string; channel: string; pId: number }[], by: Actor) {
  if (!listings.length) return;
  await db
    .insertInto('product_channel_listings')
    .values(
      lastOfEach(listings, (l) => `${l.upc}|${l.channel}`).map((l) => ({
        upc: l.upc,
        channel: l.channel,
        p_id: l.pId,
        ...createdColumns(by),
      })),
    )
    .onConflict((oc) => oc.columns(['upc', 'channel']).doUpdateSet({ p_id: sql`excluded.p_id`, ...updatedColumns(by) }))
    .execute();
}
