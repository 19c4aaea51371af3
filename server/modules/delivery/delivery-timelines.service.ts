import { HISTORY_MESSAGES } from '../../../src/domain/history/messages.ts';
import { textOf } from '../../../src/domain/words/field-problem.ts';
import { DELIVERY_MESSAGES as M } from '../../../src/domain/shipment/delivery-messages.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import {
  overlaps,
  type DeliveryTimeline,
  type DeliveryTimelineValues,
  type TimelineSort,
} from '../../../src/domain/shipment/delivery-timelines.ts';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import type { Db } from '../../db/connect.ts';
import type { TrackedEntity } from '../../db/records/tracked-entity.ts';
import { deleteTracked, insertTracked, lockAtRevision, updateTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, HttpError } from '../../plugins/http-error.ts';
import { say } from '../../plugins/words.ts';
import type { Actor } from '../../shared/actor.ts';
import { existingMethod, lockLiveMethod, lockMethod } from './delivery-methods.service.ts';
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
  revision: r.revision,
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

/** A method's timelines with their places' names, page 1 of 10000 by default (spec 002 §7, §9), in `sort`'s order when given. */
export async function listTimelines(
  db: Db,
  q: { deliveryMethodId: number; pageNo: number; pageSize: number; sort?: Sort<TimelineSort> },
): Promise<Page<DeliveryTimeline>> {
  await existingMethod(db, q.deliveryMethodId);
  const { rows, total } = await repo.listPage(db, q.deliveryMethodId, { ...toSkipTake(q.pageNo, q.pageSize), sort: q.sort });
  const name = placeNamer(db);
  return { records: await Promise.all(rows.map(async (r) => toTimeline(r, await name(placeOf(r))))), totalRecords: total };
}

/** A timeline as an overlap names it: its place ('United Arab Emirates / Dubai / all areas') and its window ('11:00:00–13:00:00 on Tue'). */
const describe = (names: PlaceNames, r: repo.TimelineRow) => ({
  place: { country: names.shippingCountry, state: names.shippingState, area: names.shippingArea },
  window: { from: r.cut_off_time_from, to: r.cut_off_time_to, days: r.working_days.split(',').join(', ') },
});

/** A timeline as the change log keeps it: its fields by the contract's names (places by id: the log reads no other table). */
const timelineRecord = (r: repo.StoredTimeline) => ({
  id: r.id,
  deliveryMethodId: r.delivery_method_id,
  ...valuesOf(r),
  revision: r.revision,
});

/** The timeline of the same method and place whose window meets `v`'s on a day of both, other than `exceptId`. */
async function overlapping(db: Db, v: DeliveryTimelineValues, exceptId?: number) {
  const other = (await repo.sharingWindow(db, columnsOf(v), exceptId)).find((r) => overlaps(v, valuesOf(r)));
  if (!other) return undefined;
  const names = await placeNamer(db)(placeOf(other));
  return { id: other.id, ...describe(names, other) };
}

/**
 * Delivery Timeline's timelines for the change log: no stale save, History, Undo, Restore. A deleted
 * timeline keeps its row; a restore is refused (409) when its method is deleted, or when another
 * timeline now overlaps it (naming that one).
 */
export const deliveryTimelineEntity: TrackedEntity = {
  entity: 'delivery-timeline',
  table: 'delivery_timelines',
  toRecord: timelineRecord,
  toColumns: (r: ReturnType<typeof timelineRecord>) => columnsOf({ ...r, deliveryMethodId: r.deliveryMethodId }),
  nameOf: (r) => `${String(r.cutOffTimeFrom)}–${String(r.cutOffTimeTo)} ${String(r.workingDays)}`,
  softDelete: {
    remove: (db, id, by) => repo.remove(db, id, by),
    bringBack: async (db, id) => {
      const row = await repo.findStored(db, id);
      if (!row) throw new HttpError(404, M.noTimeline(id));
      if (!(await lockLiveMethod(db, row.delivery_method_id))) throw conflict(HISTORY_MESSAGES.parentGone);
      const v = { deliveryMethodId: row.delivery_method_id, ...valuesOf(row) };
      const other = await overlapping(db, v, id);
      if (other) throw conflict(M.restoreOverlap(other.id, say(M.place(other.place)), other.window));
      await repo.bringBack(db, id);
    },
    isDeleted: (row) => row.deleted_date_utc !== null && row.deleted_date_utc !== undefined,
  },
};

/** The checks of a create or an edit, under the method's lock: the place, then no overlap (409 naming the other). */
async function check(trx: Db, v: DeliveryTimelineValues, exceptId?: number): Promise<PlaceNames> {
  await lockMethod(trx, v.deliveryMethodId);
  const names = await checkedPlace(trx, { countryId: v.shippingCountryId, stateId: v.shippingStateId, areaId: v.shippingAreaId });
  const other = await overlapping(trx, v, exceptId);
  if (other) {
    const message = M.overlap(other.id, say(M.place(other.place)), other.window);
    throw conflict(message, [{ field: 'cutOffTimeFrom', message }]);
  }
  return names;
}

/** Adds a timeline to a method; 400 for an unknown method or a place that does not hold together, 409 for an overlap. */
export const createTimeline = (db: Db, v: DeliveryTimelineValues, by: Actor): Promise<DeliveryTimeline> =>
  inTransaction(db, async (trx) => {
    const names = await check(trx, v);
    const row = await insertTracked(trx, deliveryTimelineEntity, columnsOf(v), by);
    return toTimeline(row as unknown as repo.TimelineRow, names);
  });

/**
 * Replaces a timeline's fields at the revision the user read; 404 for an unknown id, 409 when
 * someone saved it since or for an overlap. Its method is locked before the timeline, in the order
 * a method's delete takes them.
 */
export function updateTimeline(db: Db, id: number, v: DeliveryTimelineValues, revision: number, by: Actor): Promise<DeliveryTimeline> {
  return inTransaction(db, async (trx) => {
    const stored = await repo.findById(trx, id);
    if (!stored || !(await lockLiveMethod(trx, stored.delivery_method_id))) throw new HttpError(404, M.noTimeline(id));
    const locked = await lockAtRevision(trx, deliveryTimelineEntity, id, revision, by, M.noTimeline(id));
    const names = await check(trx, v, id);
    const row = await updateTracked(trx, deliveryTimelineEntity, id, revision, columnsOf(v), by, { locked });
    return toTimeline(row as unknown as repo.TimelineRow, names);
  });
}

/** Deletes a timeline at the revision the user read, keeping the row with who deleted it and when; 404 for an unknown id, 409 when stale. */
export async function deleteTimeline(db: Db, id: number, revision: number, by: Actor): Promise<void> {
  // The options take a text: the message's key as text, said in the reader's language when sent.
  await deleteTracked(db, deliveryTimelineEntity, id, revision, by, { missing: textOf(M.noTimeline(id)) });
}
