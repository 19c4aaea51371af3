import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { withTotal } from '../../db/paging.ts';
import { sortedBy } from '../../db/sorted.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { ShippingChargeSort } from '../../../src/domain/shipment/shipping-charges.ts';
import type { Database } from '../../db/schema.ts';
import { createdColumns, updatedColumns } from '../../shared/audit-columns.ts';
import type { Actor } from '../../shared/actor.ts';

/** A setting's identity: one tier, country and delivery type. */
export interface SettingKey {
  tier: string;
  countryId: number;
  deliveryType: string;
}

/** The values a version holds. */
export interface VersionColumns {
  transaction_shipping_charge: number;
  transaction_free_shipping_limit: number;
  global_shipping_charge: number;
  express_shipping_fee: number;
  status: boolean;
  update_changes: 'NOW' | 'SCHEDULED';
  schedule_date: Date | null;
  effective_from: Date;
}

type Eb = ExpressionBuilder<Database & { v: Database['shipping_charge_versions'] }, 'v'>;

// The id of the version of v's setting in force at `at`: the latest effective at or before it.
const inForceId = (eb: Eb, at: Date) =>
  eb
    .selectFrom('shipping_charge_versions as w')
    .select('w.id')
    .whereRef('w.setting_id', '=', 'v.setting_id')
    .where('w.effective_from', '<=', at)
    .orderBy('w.effective_from', 'desc')
    .orderBy('w.id', 'desc')
    .limit(1);

// A version with its setting and country, as the grid and the replies show it.
const versions = (db: Db) =>
  db
    .selectFrom('shipping_charge_versions as v')
    .innerJoin('shipping_charge_settings as s', 's.id', 'v.setting_id')
    .innerJoin('countries as c', 'c.id', 's.country_id');

const VIEW = [
  's.id',
  's.revision',
  'v.id as version_id',
  's.tier',
  's.delivery_type',
  's.country_id',
  'c.country_code',
  'c.country_name',
  's.currency_code',
  'v.transaction_shipping_charge',
  'v.transaction_free_shipping_limit',
  'v.global_shipping_charge',
  'v.express_shipping_fee',
  'v.status',
  'v.update_changes',
  'v.schedule_date',
  'v.effective_from',
  'v.created_date_utc',
  'v.created_name',
] as const;

export type VersionView = Awaited<ReturnType<ReturnType<typeof viewQuery>['executeTakeFirstOrThrow']>>;
const viewQuery = (db: Db) => versions(db).select(VIEW);

/** One version by id, with its setting and country. */
export const findVersion = (db: Db, versionId: number) => viewQuery(db).where('v.id', '=', versionId).executeTakeFirst();

/** The version of a setting in force at `at` (the latest effective at or before it), if any. */
export const versionInForce = (db: Db, settingId: number, at: Date) =>
  viewQuery(db)
    .where('s.id', '=', settingId)
    .where((eb) => eb('v.id', '=', inForceId(eb as unknown as Eb, at)))
    .executeTakeFirst();

/** The version of a setting saved last, whenever it applies. */
export const latestVersion = (db: Db, settingId: number) =>
  viewQuery(db).where('s.id', '=', settingId).orderBy('v.id', 'desc').limit(1).executeTakeFirst();

/** A setting by id. */
export const findSetting = (db: Db, id: number) =>
  db.selectFrom('shipping_charge_settings').selectAll().where('id', '=', id).executeTakeFirst();

// The column each of a tab's sorts reads.
const SORT_COLUMNS: Record<ShippingChargeSort, string> = {
  deliveryType: 's.delivery_type',
  countryCode: 'c.country_code',
  currencyCode: 's.currency_code',
  transactionShippingCharge: 'v.transaction_shipping_charge',
  transactionFreeShippingLimit: 'v.transaction_free_shipping_limit',
  globalShippingCharge: 'v.global_shipping_charge',
  expressShippingFee: 'v.express_shipping_fee',
  createdDateUTC: 'v.created_date_utc',
  createdName: 'v.created_name',
  status: 'v.status',
};

/**
 * One page of a tab: for each setting its version in force at `at` and the versions still waiting
 * after it, in `sort`'s order; without one newest setting first and each setting's versions in the
 * order they take over.
 */
export function listPage(
  db: Db,
  filter: Partial<SettingKey>,
  at: Date,
  page: { skip: number; take: number; sort?: Sort<ShippingChargeSort> },
) {
  const base = versions(db)
    .$if(filter.tier !== undefined, (q) => q.where('s.tier', '=', filter.tier!))
    .$if(filter.countryId !== undefined, (q) => q.where('s.country_id', '=', filter.countryId!))
    .$if(filter.deliveryType !== undefined, (q) => q.where('s.delivery_type', '=', filter.deliveryType!))
    .where((eb) => eb.or([eb('v.effective_from', '>', at), eb('v.id', '=', inForceId(eb as unknown as Eb, at))]));
  const sorted = sortedBy(base.select(VIEW), page.sort, SORT_COLUMNS, 'v.id', (q) =>
    q.orderBy('s.id', 'desc').orderBy('v.effective_from').orderBy('v.id'),
  );
  return withTotal(sorted.offset(page.skip).limit(page.take).execute(), base);
}

/** Each setting of `key` with its version in force at `at` (settings with none yet are left out). */
export function inForceOfKey(db: Db, key: SettingKey, at: Date) {
  return viewQuery(db)
    .where('s.tier', '=', key.tier)
    .where('s.country_id', '=', key.countryId)
    .where('s.delivery_type', '=', key.deliveryType)
    .where((eb) => eb('v.id', '=', inForceId(eb as unknown as Eb, at)))
    .execute();
}

/** The settings of `key` other than `exceptId` that are active at `at` or will be by a waiting version. */
export async function activeSettingIds(db: Db, key: SettingKey, at: Date, exceptId?: number): Promise<number[]> {
  const rows = await versions(db)
    .select('s.id')
    .distinct()
    .where('s.tier', '=', key.tier)
    .where('s.country_id', '=', key.countryId)
    .where('s.delivery_type', '=', key.deliveryType)
    .$if(exceptId !== undefined, (q) => q.where('s.id', '<>', exceptId!))
    .where('v.status', '=', true)
    .where((eb) => eb.or([eb('v.effective_from', '>', at), eb('v.id', '=', inForceId(eb as unknown as Eb, at))]))
    .orderBy('s.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Holds the key until the transaction ends, so two writers of one key check and insert one after the other. */
export async function lockKey(db: Db, key: SettingKey): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`shipping:${key.tier}:${key.countryId}:${key.deliveryType}`}))`.execute(db);
}

/** Inserts a setting recording who created it (and, as its first change, who last changed it); answers its id. */
export async function insertSetting(db: Db, key: SettingKey, currencyCode: string, by: Actor, at: Date): Promise<number> {
  const row = await db
    .insertInto('shipping_charge_settings')
    .values({
      tier: key.tier,
      country_id: key.countryId,
      delivery_type: key.deliveryType,
      currency_code: currencyCode,
      ...createdColumns(by),
      created_date_utc: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('shipping_charge_settings').set(updatedColumns(by, at)).where('id', '=', row.id).execute();
  return row.id;
}

/** Adds a version to a setting, recording who and when; answers the version's id. */
export async function insertVersion(db: Db, settingId: number, columns: VersionColumns, by: Actor, at: Date): Promise<number> {
  const row = await db
    .insertInto('shipping_charge_versions')
    .values({ setting_id: settingId, ...columns, ...createdColumns(by), created_date_utc: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a setting changed by `by` at `at` and raises its revision (a version added or withdrawn); answers the new revision. */
export async function touchSetting(db: Db, settingId: number, by: Actor, at: Date): Promise<number> {
  const row = await db
    .updateTable('shipping_charge_settings')
    .set({ ...updatedColumns(by, at), revision: sql<number>`revision + 1` })
    .where('id', '=', settingId)
    .returning('revision')
    .executeTakeFirstOrThrow();
  return row.revision;
}

/** Removes a version that has not taken over yet (a withdrawn change): it never applies. */
export async function deleteVersion(db: Db, versionId: number): Promise<void> {
  await db.deleteFrom('shipping_charge_versions').where('id', '=', versionId).execute();
}

export type StoredVersion = Selectable<Database['shipping_charge_versions']>;

/** Every version of a setting as stored, oldest first: what a deleted setting keeps for its restore. */
export const versionsOf = (db: Db, settingId: number): Promise<StoredVersion[]> =>
  db.selectFrom('shipping_charge_versions').selectAll().where('setting_id', '=', settingId).orderBy('id').execute();

/** Puts back the versions of a restored setting, with their ids. */
export async function restoreVersions(db: Db, rows: readonly StoredVersion[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('shipping_charge_versions')
    .values([...rows])
    .execute();
}
