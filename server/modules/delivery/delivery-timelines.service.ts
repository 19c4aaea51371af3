import { DELIVERY_MESSAGES as M } from '../../../src/domain/shipment/delivery-messages.ts';
import { overlaps, type DeliveryTimeline, type DeliveryTimelineValues } from '../../../src/domain/shipment/delivery-timelines.ts';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { existingMethod, lockMethod } from './delivery-methods.service.ts';
import { checkedPlace, placeNamer, type PlaceNames } from './delivery-places.service.ts';
import * as repo from './delivery-timelines.repository.ts';

const placeOf = (r: Pick<repo.TimelineRow, 'shipping_country_id' | 'shipping_state_id' | 'shipping_area_id'>) => ({
  countryId: r.shipping_country_id,
  stateId: r.shipping_state_id,
  areaId: r.shipping_area_id,
});

const toTimeline = (r: repo.TimelineRow, names: PlaceNames): DeliveryTimeline => ({
  id: r.id,
  deliveryMethodId: r.delivery_method_id,
  shippingCountryId: r.shipping_country_id,
  shippingStateId: r.shipping_state_id,
  shippingAreaId: r.shipping_area_id,
  ...names,
  timezone: r.timezone,
  cutOffTimeFrom: r.cut_off_time_from,
  cutOffTimeTo: r.cut_off_time_to,
  workingDays: r.working_days,
  min_edd: r.min_edd,
  max_edd: r.max_edd,
});

/** The values of a stored timeline as the contract has them (for the overlap rule and the promise). */
export const valuesOf = (r: repo.TimelineRow) => ({
  shippingCountryId: r.shipping_country_id,
  shippingStateId: r.shipping_state_id,
  shippingAreaId: r.shipping_area_id,
  timezone: r.timezone,
  cutOffTimeFrom: r.cut_off_time_from,
  cutOffTimeTo: r.cut_off_time_to,
  workingDays: r.working_days,
  min_edd: r.min_edd,
  max_edd: r.max_edd,
});

const columnsOf = (v: DeliveryTimelineValues): repo.TimelineColumns => ({
  delivery_method_id: v.deliveryMethodId,
  shipping_country_id: v.shippingCountryId,
  shipping_state_id: v.shippingStateId,
  shipping_area_id: v.shippingAreaId,
  timezone: v.timezone,
  cut_off_time_from: v.cutOffTimeFrom,
  cut_off_time_to: v.cutOffTimeTo,
  working_days: v.workingDays,
  min_edd: v.min_edd,
  max_edd: v.max_edd,
});

/** A method's timelines with their places' names, page 1 of 10000 by default (spec 002 §7, §9). */
export async function listTimelines(
  db: Db,
  q: { deliveryMethodId: number; pageNo: number; pageSize: number },
): Promise<Page<DeliveryTimeline>> {
  await existingMethod(db, q.deliveryMethodId);
  const { rows, total } = await repo.listPage(db, q.deliveryMethodId, toSkipTake(q.pageNo, q.pageSize));
  const name = placeNamer(db);
  return { records: await Promise.all(rows.map(async (r) => toTimeline(r, await name(placeOf(r))))), totalRecords: total };
}

const describe = (names: PlaceNames, r: repo.TimelineRow) =>
  `${[names.shippingCountry, names.shippingState || 'all states', names.shippingArea || 'all areas'].join(' / ')}, ` +
  `${r.cut_off_time_from}–${r.cut_off_time_to} on ${r.working_days.split(',').join(', ')}`;

/** The checks and the write of a create or an edit, under the method's lock: the place, then no overlap (409 naming the other). */
async function write(db: Db, v: DeliveryTimelineValues, save: (trx: Db) => Promise<number>, exceptId?: number): Promise<DeliveryTimeline> {
  return inTransaction(db, async (trx) => {
    await lockMethod(trx, v.deliveryMethodId);
    const names = await checkedPlace(trx, { countryId: v.shippingCountryId, stateId: v.shippingStateId, areaId: v.shippingAreaId });
    const other = (await repo.sharingWindow(trx, columnsOf(v), exceptId)).find((r) => overlaps(v, valuesOf(r)));
    if (other)
      throw conflict(M.overlap(other.id, describe(names, other)), [
        { field: 'cutOffTimeFrom', message: M.overlap(other.id, describe(names, other)) },
      ]);
    const id = await save(trx);
    return toTimeline((await repo.findById(trx, id))!, names);
  });
}

/** Adds a timeline to a method; 400 for an unknown method or a place that does not hold together, 409 for an overlap. */
export const createTimeline = (db: Db, v: DeliveryTimelineValues, by: Actor) => write(db, v, (trx) => repo.insert(trx, columnsOf(v), by));

/** Replaces a timeline's fields; 404 for an unknown id. */
export async function updateTimeline(db: Db, id: number, v: DeliveryTimelineValues, by: Actor): Promise<DeliveryTimeline> {
  if (!(await repo.findById(db, id))) throw new HttpError(404, M.noTimeline(id));
  return write(
    db,
    v,
    async (trx) => {
      if (!(await repo.update(trx, id, columnsOf(v), by))) throw new HttpError(404, M.noTimeline(id));
      return id;
    },
    id,
  );
}

/** Deletes a timeline, keeping the row with who deleted it and when; 404 for an unknown id. */
export async function deleteTimeline(db: Db, id: number, by: Actor): Promise<void> {
  if (!(await repo.remove(db, id, by))) throw new HttpError(404, M.noTimeline(id));
}
