import { yesterdayStart } from '../../../src/domain/day-bounds.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import { deliveryTypeName } from '../../../src/domain/shipment/delivery-types.ts';
import {
  EDIT_LOCKED,
  incompleteShippingCharge,
  SHIPPING_MESSAGES as M,
  type Currency,
  type ShippingCharge,
  type ShippingChargeBody,
  type ShippingChargeFilter,
  type ShippingChargeSort,
} from '../../../src/domain/shipment/shipping-charges.ts';
import { shippingWords } from '../../../src/domain/shipment/words.ts';
import { F } from '../../../src/domain/words/field-messages.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import type { Db } from '../../db/connect.ts';
import type { TrackedEntity } from '../../db/records/tracked-entity.ts';
import { lockAtRevision, logTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badField, conflict, HttpError, staleConflict, type FieldProblem } from '../../plugins/http-error.ts';
import { say } from '../../plugins/words.ts';
import type { Actor } from '../../shared/actor.ts';
import { countryLookup, findCountry } from '../reference/countries.service.ts';
import * as repo from './shipping-charges.repository.ts';

const iso = (date: Date | string) => new Date(date).toISOString();

function toCharge(row: repo.VersionView, at: Date): ShippingCharge {
  return {
    id: row.id,
    versionId: row.version_id,
    tier: row.tier as ShippingCharge['tier'],
    deliveryType: row.delivery_type as ShippingCharge['deliveryType'],
    countryId: row.country_id,
    countryCode: row.country_code,
    countryName: row.country_name,
    currencyCode: row.currency_code,
    transactionShippingCharge: row.transaction_shipping_charge,
    transactionFreeShippingLimit: row.transaction_free_shipping_limit,
    globalShippingCharge: row.global_shipping_charge,
    expressShippingFee: row.express_shipping_fee,
    status: row.status,
    updateChanges: row.update_changes,
    scheduleDate: row.schedule_date && iso(row.schedule_date),
    effectiveFrom: iso(row.effective_from),
    inForce: new Date(row.effective_from) <= at,
    createdDateUTC: iso(row.created_date_utc),
    createdName: row.created_name,
    revision: row.revision,
  };
}

/** A setting's key as the change log keeps it: what a change applies to (the country also by code, for its name). */
const keyRecord = (row: repo.VersionView) => ({
  id: row.id,
  tier: row.tier,
  deliveryType: row.delivery_type,
  countryId: row.country_id,
  countryCode: row.country_code,
  currencyCode: row.currency_code,
});

/** A change (a version) as the change log keeps it: the setting's key, the values it sets and when it takes over. */
const changeRecord = (row: repo.VersionView) => ({
  ...keyRecord(row),
  transactionShippingCharge: row.transaction_shipping_charge,
  transactionFreeShippingLimit: row.transaction_free_shipping_limit,
  globalShippingCharge: row.global_shipping_charge,
  expressShippingFee: row.express_shipping_fee,
  status: row.status,
  updateChanges: row.update_changes,
  scheduleDate: row.schedule_date && iso(row.schedule_date),
  effectiveFrom: iso(row.effective_from),
  versionId: row.version_id,
});

type SettingRow = NonNullable<Awaited<ReturnType<typeof repo.findSetting>>>;

/**
 * Shipping Charge Settings for the change log: no stale save (the setting's revision rises with each
 * change and withdrawal), History of each change's values, Undo of an add. An edit adds a version
 * and is not put back by Undo: a change in force stays on record as it applied, and one still
 * waiting is withdrawn instead (`withdrawChange`). A deleted setting keeps its versions for a restore.
 */
export const shippingChargeEntity: TrackedEntity = {
  entity: 'shipping-charge',
  table: 'shipping_charge_settings',
  toRecord: (row: SettingRow) => ({
    id: row.id,
    tier: row.tier,
    deliveryType: row.delivery_type,
    countryId: row.country_id,
    currencyCode: row.currency_code,
    revision: row.revision,
  }),
  // The version's id and the country's code say nothing the other fields do not.
  ignoredFields: ['versionId', 'countryCode'],
  nameOf: (r) =>
    [
      String(r.tier),
      r.countryCode ? String(r.countryCode) : `country ${String(r.countryId)}`,
      deliveryTypeName(String(r.deliveryType)),
    ].join(' · '),
  children: {
    snapshot: (db, id) => repo.versionsOf(db, id),
    restore: async (db, saved) => {
      const versions = (saved ?? []) as repo.StoredVersion[];
      await repo.restoreVersions(db, versions);
      const settingId = versions[0]?.setting_id;
      const setting = settingId === undefined ? undefined : await repo.findSetting(db, settingId);
      if (!setting) return;
      // Another setting of the key may have become active while this one was gone: one active per key.
      const key = { tier: setting.tier, countryId: setting.country_id, deliveryType: setting.delivery_type };
      await repo.lockKey(db, key);
      const active = await repo.activeSettingIds(db, key, new Date());
      const other = active.find((id) => id !== setting.id);
      if (active.includes(setting.id) && other !== undefined) {
        const country = await findCountry(db, setting.country_id);
        const countryName = country?.country_name ?? String(key.countryId);
        throw conflict(M.restoreDuplicate(say(M.tierName(key.tier)), countryName, say(M.typeName(key.deliveryType)), other));
      }
    },
  },
};

/**
 * The setting of `id` locked at `revision`: 404 when there is none, 409 when someone changed it
 * since, naming who and when and carrying their last change as the grid shows it.
 */
async function lockSetting(db: Db, id: number, revision: number, by: Actor) {
  try {
    return await lockAtRevision(db, shippingChargeEntity, id, revision, by, M.noSetting(id));
  } catch (error) {
    if (!(error instanceof HttpError) || !error.stale) throw error;
    const latest = await repo.latestVersion(db, id);
    throw staleConflict(error.words, { ...error.stale, current: latest ? toCharge(latest, new Date()) : error.stale.current });
  }
}

const badRequest = (message: Msg, errors: FieldProblem[]) => new HttpError(400, message, errors);

/** A field of the body by its label, in the language of the request being answered (a list of them names the missing ones). */
const labelOf = (field: string) => say({ key: `${shippingWords.ns}:labels.${field}` });

/** The 400 of an incomplete body: the spec's words naming the missing fields by their labels, each missing field marked. */
function requireComplete(body: ShippingChargeBody, editing: boolean) {
  const problem = incompleteShippingCharge(body, editing, labelOf);
  if (!problem) return;
  const fieldMessage = problem.message === M.chooseSchedule ? M.selectOption : F('required');
  throw badRequest(
    problem.message,
    problem.fields.map((field) => ({ field, message: fieldMessage })),
  );
}

/**
 * When a change takes over: now, or its scheduled time. A scheduled time already past (yesterday is
 * allowed, spec 002 §2) applies from now: what was in force before it was saved stays as it was.
 */
function effectiveFrom(body: ShippingChargeBody, now: Date, timeZone: string): Date {
  if (body.updateChanges === 'NOW') return now;
  const scheduled = new Date(body.scheduleDate!);
  if (scheduled < yesterdayStart(timeZone, now)) throw badField('scheduleDate', M.fromYesterday);
  return scheduled > now ? scheduled : now;
}

const versionOf = (body: ShippingChargeBody, from: Date): repo.VersionColumns => ({
  transaction_shipping_charge: body.transactionShippingCharge!,
  transaction_free_shipping_limit: body.transactionFreeShippingLimit!,
  global_shipping_charge: body.globalShippingCharge!,
  express_shipping_fee: body.expressShippingFee!,
  status: body.status!,
  update_changes: body.updateChanges!,
  schedule_date: body.updateChanges === 'SCHEDULED' ? new Date(body.scheduleDate!) : null,
  effective_from: from,
});

/** 409 when another setting of the key is active now or will be by a waiting version. */
async function refuseSecondActive(db: Db, key: repo.SettingKey, countryName: string, now: Date, exceptId?: number) {
  const [other] = await repo.activeSettingIds(db, key, now, exceptId);
  if (other === undefined) return;
  const message = M.duplicate(say(M.tierName(key.tier)), countryName, say(M.typeName(key.deliveryType)), other);
  throw conflict(message, [{ field: 'deliveryType', message }]);
}

/** One page of a tab: each setting's charge in force now and its waiting changes, in `sort`'s order when given. */
export async function listShippingCharges(
  db: Db,
  query: { index: number; pageSize: number; sort?: Sort<ShippingChargeSort> },
  filter: ShippingChargeFilter,
  now = new Date(),
): Promise<Page<ShippingCharge>> {
  const { rows, total } = await repo.listPage(db, filter, now, { ...toSkipTake(query.index, query.pageSize), sort: query.sort });
  return { records: rows.map((row) => toCharge(row, now)), totalRecords: total };
}

/** Adds a setting with its first version (now or scheduled); 400 for a missing field, 409 for a second active one. */
export async function createShippingCharge(db: Db, body: ShippingChargeBody, by: Actor, timeZone: string): Promise<ShippingCharge> {
  requireComplete(body, false);
  const now = new Date();
  const from = effectiveFrom(body, now, timeZone);
  const country = await findCountry(db, body.countryId!);
  if (!country?.service_avail)
    throw badRequest(M.noCountry(body.countryId!), [{ field: 'countryId', message: M.noCountry(body.countryId!) }]);
  const currencies = await listCurrencies(db);
  if (!currencies.some((c) => c.currencyCode === body.currencyCode)) {
    throw badRequest(M.unknownCurrency(body.currencyCode!), [{ field: 'currencyCode', message: M.unknownCurrency(body.currencyCode!) }]);
  }
  const key = { tier: body.tier!, countryId: body.countryId!, deliveryType: body.deliveryType! };
  const saved = await inTransaction(db, async (trx) => {
    await repo.lockKey(trx, key);
    if (body.status) await refuseSecondActive(trx, key, country.country_name, now);
    const id = await repo.insertSetting(trx, key, body.currencyCode!, by, now);
    const row = (await repo.findVersion(trx, await repo.insertVersion(trx, id, versionOf(body, from), by, now)))!;
    await logTracked(trx, shippingChargeEntity, id, 'create', by, { after: changeRecord(row), revision: row.revision });
    return row;
  });
  return toCharge(saved, now);
}

/**
 * Edits a setting at the revision the user read: its amounts and status as a new version, now or
 * scheduled; the tier, country, delivery type and currency stay (400 when the body sends other
 * ones). 404 for an unknown id, 409 when someone changed it since. Without a revision (the seed's
 * own writes, never a request: the call's contract requires one) it is based on the stored setting.
 */
export async function updateShippingCharge(
  db: Db,
  id: number,
  body: ShippingChargeBody & { revision?: number },
  by: Actor,
  timeZone: string,
): Promise<ShippingCharge> {
  const setting = await repo.findSetting(db, id);
  if (!setting) throw new HttpError(404, M.noSetting(id));
  requireComplete(body, true);
  const kept = {
    tier: setting.tier,
    deliveryType: setting.delivery_type,
    countryId: setting.country_id,
    currencyCode: setting.currency_code,
  };
  const changed = EDIT_LOCKED.filter((field) => body[field] !== undefined && body[field] !== null && body[field] !== kept[field]);
  if (changed.length > 0)
    throw badRequest(
      M.lockedFields(changed.map(labelOf)),
      changed.map((field) => ({ field, message: M.locked })),
    );
  const now = new Date();
  const from = effectiveFrom(body, now, timeZone);
  const key = { tier: setting.tier, countryId: setting.country_id, deliveryType: setting.delivery_type };
  const country = await findCountry(db, setting.country_id);
  const saved = await inTransaction(db, async (trx) => {
    await repo.lockKey(trx, key);
    await lockSetting(trx, id, body.revision ?? setting.revision, by);
    if (body.status) await refuseSecondActive(trx, key, country?.country_name ?? String(key.countryId), now, id);
    // What this change takes over from: the version that would be in force at its time without it.
    const before = (await repo.versionInForce(trx, id, from)) ?? (await repo.latestVersion(trx, id));
    const versionId = await repo.insertVersion(trx, id, versionOf(body, from), by, now);
    const revision = await repo.touchSetting(trx, id, by, now);
    const row = (await repo.findVersion(trx, versionId))!;
    await logTracked(trx, shippingChargeEntity, id, 'update', by, {
      before: before ? changeRecord(before) : null,
      after: changeRecord(row),
      revision,
    });
    return row;
  });
  return toCharge(saved, now);
}

/**
 * Withdraws a change still waiting for its time (a version of setting `id` that has not taken over),
 * at the setting's revision the user read: it is removed, so it never applies, and the withdrawal is
 * logged with its values. 404 for an unknown setting or change, 409 when someone changed the setting
 * since, and 409 once the change is in force (at or after its time): a change in force stays on
 * record as it applied; a new change replaces it.
 */
export function withdrawChange(db: Db, id: number, versionId: number, revision: number, by: Actor, timeZone: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    const setting = await repo.findSetting(trx, id);
    if (!setting) throw new HttpError(404, M.noSetting(id));
    await repo.lockKey(trx, { tier: setting.tier, countryId: setting.country_id, deliveryType: setting.delivery_type });
    await lockSetting(trx, id, revision, by);
    const change = await repo.findVersion(trx, versionId);
    if (!change || change.id !== id) throw new HttpError(404, M.noChange(versionId, id));
    const now = new Date();
    if (new Date(change.effective_from) <= now) throw conflict(M.inForceAlready(new Date(change.effective_from), timeZone));
    await repo.deleteVersion(trx, versionId);
    const next = await repo.touchSetting(trx, id, by, now);
    // The setting stays; the change's values go: each is logged from what it was to nothing.
    await logTracked(trx, shippingChargeEntity, id, 'withdraw', by, {
      before: changeRecord(change),
      after: keyRecord(change),
      revision: next,
    });
  });
}

/**
 * The charge in force for a tier, country and delivery type at `at`, derived from the stored
 * versions: of the settings of that key, the active version in force at `at` that took over last.
 */
export async function chargeInForce(db: Db, key: repo.SettingKey, at: Date): Promise<ShippingCharge> {
  const rows = (await repo.inForceOfKey(db, key, at)).filter((row) => row.status);
  const latest = rows.sort((a, b) => +new Date(b.effective_from) - +new Date(a.effective_from) || b.version_id - a.version_id)[0];
  if (!latest) {
    const country = await findCountry(db, key.countryId);
    const countryName = country?.country_name ?? String(key.countryId);
    throw new HttpError(404, M.noneInForce(say(M.tierName(key.tier)), countryName, say(M.typeName(key.deliveryType))));
  }
  return toCharge(latest, at);
}

/** The currencies of the countries (spec 002 §3 lookups "currency (id, currencyCode)"), by code; ids follow that order. */
export async function listCurrencies(db: Db): Promise<Currency[]> {
  const countries = await countryLookup(db, { index: 1, pageSize: 10_000 });
  const codes = [...new Set(countries.records.map((c) => c.currencyCode))].sort();
  return codes.map((currencyCode, i) => ({ id: i + 1, currencyCode }));
}
