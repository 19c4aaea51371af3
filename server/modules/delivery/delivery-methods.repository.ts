import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { withTotal } from '../../db/paging.ts';
import type { DeliveryMethodsTable } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { deletedColumns } from '../../shared/audit-columns.ts';

export type MethodColumns = Pick<Insertable<DeliveryMethodsTable>, 'inventory_country_id' | 'delivery_type_code' | 'delivery_label_code'>;
/** A method's whole row, deleted or not, as the change log keeps it. */
export type StoredMethod = Selectable<DeliveryMethodsTable>;
export interface MethodFilter {
  inventoryCountryId?: number;
  deliveryTypeCode?: string;
  deliveryLabelCode?: string;
}

const COLUMNS = ['id', 'inventory_country_id', 'delivery_type_code', 'delivery_label_code', 'status', 'revision'] as const;

/** The methods not deleted: a deleted one keeps its row for its who and when, and for a restore. */
const live = (db: Db) => db.selectFrom('delivery_methods').where('deleted_date_utc', 'is', null);

const filtered = (db: Db, f: MethodFilter) =>
  live(db)
    .$if(f.inventoryCountryId !== undefined, (q) => q.where('inventory_country_id', '=', f.inventoryCountryId!))
    .$if(f.deliveryTypeCode !== undefined, (q) => q.where('delivery_type_code', '=', f.deliveryTypeCode!))
    .$if(f.deliveryLabelCode !== undefined, (q) => q.where('delivery_label_code', '=', f.deliveryLabelCode!));

/** One page of methods, oldest first (the cards keep their places as methods are added). */
export function listPage(db: Db, f: MethodFilter, page: { skip: number; take: number }) {
  return withTotal(filtered(db, f).select(COLUMNS).orderBy('id').offset(page.skip).limit(page.take).execute(), filtered(db, f));
}

export function findById(db: Db, id: number) {
  return live(db).select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type MethodRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

/** A method's row whether or not it is deleted (a restore reads the deleted one). */
export function findStored(db: Db, id: number) {
  return db.selectFrom('delivery_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks a method's row for the rest of the transaction: its timelines' overlap check and write go one at a time. */
export async function lock(db: Db, id: number): Promise<boolean> {
  return (await live(db).select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !== undefined;
}

/** The id of the method with these three, other than `exceptId`. */
export async function idWithKey(db: Db, c: MethodColumns, exceptId?: number): Promise<number | undefined> {
  const row = await filtered(db, {
    inventoryCountryId: c.inventory_country_id,
    deliveryTypeCode: c.delivery_type_code,
    deliveryLabelCode: c.delivery_label_code,
  })
    .select('id')
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row?.id;
}

/** The ids of a method's timelines not deleted: what deleting the method deletes with it. */
export async function liveTimelineIds(db: Db, methodId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('delivery_timelines')
    .select('id')
    .where('delivery_method_id', '=', methodId)
    .where('deleted_date_utc', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Marks a method and its timelines deleted by `by` now, keeping the rows. Call it in a
 * transaction: both writes or neither.
 */
export async function remove(db: Db, id: number, by: Actor): Promise<void> {
  const stamp = deletedColumns(by);
  await db.updateTable('delivery_methods').set(stamp).where('id', '=', id).where('deleted_date_utc', 'is', null).execute();
  await db
    .updateTable('delivery_timelines')
    .set(stamp)
    .where('delivery_method_id', '=', id)
    .where('deleted_date_utc', 'is', null)
    .execute();
}

// The stamps' columns take a name and a time on a delete (ChangedName, ChangedAt); a restore clears them.
export const NOT_DELETED = { deleted_by: null, deleted_name: sql<string>`null`, deleted_date_utc: sql<Date>`null` };

/** Takes a deleted method back (a restore): its row loses its deleted stamps. */
export async function bringBack(db: Db, id: number): Promise<void> {
  await db.updateTable('delivery_methods').set(NOT_DELETED).where('id', '=', id).execute();
}

/** Takes back the timelines deleted with their method (a restore of the method). */
export async function bringBackTimelines(db: Db, methodId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('delivery_timelines')
    .set(NOT_DELETED)
    .where('delivery_method_id', '=', methodId)
    .where('id', 'in', [...ids])
    .where('deleted_date_utc', 'is not', null)
    .execute();
}
