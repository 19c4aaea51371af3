import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { withTotal } from '../../db/paging.ts';
import { sortedBy } from '../../db/sorted.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { TimelineSort } from '../../../src/domain/shipment/delivery-timelines.ts';
import type { DeliveryTimelinesTable } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { deletedColumns } from '../../shared/audit-columns.ts';
import { NOT_DELETED } from './delivery-methods.repository.ts';

export type TimelineColumns = Omit<
  Insertable<DeliveryTimelinesTable>,
  | 'id'
  | 'revision'
  | 'created_by'
  | 'created_name'
  | 'created_date_utc'
  | 'updated_by'
  | 'updated_name'
  | 'updated_date_utc'
  | 'deleted_by'
  | 'deleted_name'
  | 'deleted_date_utc'
>;
/** A timeline's whole row, deleted or not, as the change log keeps it. */
export type StoredTimeline = Selectable<DeliveryTimelinesTable>;

const COLUMNS = [
  'id',
  'delivery_method_id',
  'shipping_country_id',
  'shipping_state_id',
  'shipping_area_id',
  'timezone',
  'cut_off_time_from',
  'cut_off_time_to',
  'working_days',
  'min_edd',
  'max_edd',
  'revision',
] as const;

/** The timelines not deleted: a deleted one keeps its row for its who and when, and for a restore. */
const live = (db: Db) => db.selectFrom('delivery_timelines').where('deleted_date_utc', 'is', null);

const ofMethod = (db: Db, methodId: number) => live(db).where('delivery_method_id', '=', methodId);

// The column each of the table's sorts reads: the places by their names, joined only for the sort.
const SORT_COLUMNS: Record<TimelineSort, string> = {
  shippingCountry: 'sort_country.country_name',
  state: 'sort_state.state_name',
  area: 'sort_area.area_name',
  cutOff: 't.cut_off_time_from',
  minEdd: 't.min_edd',
  edd: 't.max_edd',
  timezone: 't.timezone',
};

/**
 * One page of a method's timelines in `sort`'s order; without one by place (country, then state, then
 * area; the whole country first), then window.
 */
export function listPage(db: Db, methodId: number, page: { skip: number; take: number; sort?: Sort<TimelineSort> }) {
  const rows = db
    .selectFrom('delivery_timelines as t')
    .leftJoin('countries as sort_country', 'sort_country.id', 't.shipping_country_id')
    .leftJoin('states as sort_state', 'sort_state.id', 't.shipping_state_id')
    .leftJoin('areas as sort_area', 'sort_area.id', 't.shipping_area_id')
    .where('t.deleted_date_utc', 'is', null)
    .where('t.delivery_method_id', '=', methodId)
    .select(COLUMNS.map((c) => `t.${c}` as const));
  return withTotal(
    sortedBy(rows, page.sort, SORT_COLUMNS, 't.id', (q) =>
      q
        .orderBy('t.shipping_country_id')
        .orderBy('t.shipping_state_id', (o) => o.nullsFirst())
        .orderBy('t.shipping_area_id', (o) => o.nullsFirst())
        .orderBy('t.cut_off_time_from')
        .orderBy('t.id'),
    )
      .offset(page.skip)
      .limit(page.take)
      .execute(),
    ofMethod(db, methodId),
  );
}

export function findById(db: Db, id: number) {
  return live(db).select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type TimelineRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

/** The method's timelines for exactly this place whose cut-off windows meet this one (the service compares the days). */
export function sharingWindow(db: Db, c: TimelineColumns, exceptId?: number): Promise<TimelineRow[]> {
  return ofMethod(db, c.delivery_method_id)
    .select(COLUMNS)
    .where('shipping_country_id', '=', c.shipping_country_id)
    .where('shipping_state_id', 'is not distinct from', c.shipping_state_id ?? null)
    .where('shipping_area_id', 'is not distinct from', c.shipping_area_id ?? null)
    .where('cut_off_time_from', '<=', c.cut_off_time_to)
    .where('cut_off_time_to', '>=', c.cut_off_time_from)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .orderBy('id')
    .execute();
}

/**
 * The method of an inventory country, type and label with its timelines that may serve the address:
 * of its country, for the whole country or the address's state and area. One indexed read.
 */
export async function promiseRows(
  db: Db,
  key: { inventoryCountryId: number; deliveryTypeCode: string; deliveryLabelCode: string },
  place: { countryId: number; stateId: number | null; areaId: number | null },
) {
  const rows = await db
    .selectFrom('delivery_methods as m')
    .leftJoin('delivery_timelines as t', (join) =>
      join
        .onRef('t.delivery_method_id', '=', 'm.id')
        .on('t.deleted_date_utc', 'is', null)
        .on('t.shipping_country_id', '=', place.countryId)
        .on((eb) =>
          eb.or([eb('t.shipping_state_id', 'is', null), ...(place.stateId ? [eb('t.shipping_state_id', '=', place.stateId)] : [])]),
        )
        .on((eb) => eb.or([eb('t.shipping_area_id', 'is', null), ...(place.areaId ? [eb('t.shipping_area_id', '=', place.areaId)] : [])])),
    )
    .select(['m.id as method_id', 'm.inventory_country_id', 'm.delivery_type_code', 'm.delivery_label_code', 'm.status'])
    .select(COLUMNS.map((c) => `t.${c}` as const))
    .where('m.deleted_date_utc', 'is', null)
    .where('m.inventory_country_id', '=', key.inventoryCountryId)
    .where('m.delivery_type_code', '=', key.deliveryTypeCode)
    .where('m.delivery_label_code', '=', key.deliveryLabelCode)
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const method = {
    id: first.method_id,
    inventory_country_id: first.inventory_country_id,
    delivery_type_code: first.delivery_type_code,
    delivery_label_code: first.delivery_label_code,
    status: first.status,
  };
  // A method with no serving timeline still comes back, once, with the timeline's columns null.
  const timelines = rows.filter((r) => r.id !== null) as TimelineRow[];
  return { method, timelines };
}

/** A timeline's row whether or not it is deleted (a restore reads the deleted one). */
export function findStored(db: Db, id: number) {
  return db.selectFrom('delivery_timelines').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks a timeline deleted by `by` now, keeping the row. */
export async function remove(db: Db, id: number, by: Actor): Promise<void> {
  await db.updateTable('delivery_timelines').set(deletedColumns(by)).where('id', '=', id).where('deleted_date_utc', 'is', null).execute();
}

/** Takes a deleted timeline back (a restore): its row loses its deleted stamps. */
export async function bringBack(db: Db, id: number): Promise<void> {
  await db.updateTable('delivery_timelines').set(NOT_DELETED).where('id', '=', id).execute();
}
