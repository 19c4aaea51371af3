import { yesterdayStart } from '../../../src/domain/day-bounds.ts';
import type { FieldError } from '../../../src/domain/envelope.ts';
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
} from '../../../src/domain/shipment/shipping-charges.ts';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, HttpError } from '../../plugins/http-error.ts';
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
  };
}

const badRequest = (message: string, errors: FieldError[]) => new HttpError(400, message, errors);

/** The 400 of an incomplete body: the spec's words, each missing field marked. */
function requireComplete(body: ShippingChargeBody, editing: boolean) {
  const problem = incompleteShippingCharge(body, editing);
  if (!problem) return;
  const fieldMessage = problem.message === M.chooseSchedule ? M.selectOption : 'Required';
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
  if (scheduled < yesterdayStart(timeZone, now))
    throw badRequest(`scheduleDate: ${M.fromYesterday}`, [{ field: 'scheduleDate', message: M.fromYesterday }]);
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
  const message = M.duplicate(key.tier, countryName, deliveryTypeName(key.deliveryType), other);
  throw conflict(message, [{ field: 'deliveryType', message }]);
}

/** One page of a tab: each setting's charge in force now and its waiting changes. */
export async function listShippingCharges(
  db: Db,
  query: { index: number; pageSize: number },
  filter: ShippingChargeFilter,
  now = new Date(),
): Promise<Page<ShippingCharge>> {
  const { rows, total } = await repo.listPage(db, filter, now, toSkipTake(query.index, query.pageSize));
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
  const versionId = await inTransaction(db, async (trx) => {
    await repo.lockKey(trx, key);
    if (body.status) await refuseSecondActive(trx, key, country.country_name, now);
    const id = await repo.insertSetting(trx, key, body.currencyCode!, by);
    return repo.insertVersion(trx, id, versionOf(body, from), by, now);
  });
  return toCharge((await repo.findVersion(db, versionId))!, now);
}

/**
 * Edits a setting: its amounts and status as a new version, now or scheduled; the tier, country,
 * delivery type and currency stay (400 when the body sends other ones). 404 for an unknown id.
 */
export async function updateShippingCharge(
  db: Db,
  id: number,
  body: ShippingChargeBody,
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
      `${changed.join(', ')}: ${M.locked}`,
      changed.map((field) => ({ field, message: M.locked })),
    );
  const now = new Date();
  const from = effectiveFrom(body, now, timeZone);
  const key = { tier: setting.tier, countryId: setting.country_id, deliveryType: setting.delivery_type };
  const country = await findCountry(db, setting.country_id);
  const versionId = await inTransaction(db, async (trx) => {
    await repo.lockKey(trx, key);
    if (body.status) await refuseSecondActive(trx, key, country?.country_name ?? String(key.countryId), now, id);
    return repo.insertVersion(trx, id, versionOf(body, from), by, now);
  });
  return toCharge((await repo.findVersion(db, versionId))!, now);
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
    throw new HttpError(404, M.noneInForce(key.tier, country?.country_name ?? String(key.countryId), deliveryTypeName(key.deliveryType)));
  }
  return toCharge(latest, at);
}

/** The currencies of the countries (spec 002 §3 lookups "currency (id, currencyCode)"), by code; ids follow that order. */
export async function listCurrencies(db: Db): Promise<Currency[]> {
  const countries = await countryLookup(db, { index: 1, pageSize: 10_000 });
  const codes = [...new Set(countries.records.map((c) => c.currencyCode))].sort();
  return codes.map((currencyCode, i) => ({ id: i + 1, currencyCode }));
}
