import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { withTotal } from '../../db/paging.ts';
import type { DeliveryMethodsTable } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns, deletedColumns, updatedColumns } from '../../shared/audit-columns.ts';

export type MethodColumns = Pick<Insertable<DeliveryMethodsTable>, 'inventory_country_id' | 'delivery_type_code' | 'delivery_label_code'>;
export interface MethodFilter {
  inventoryCountryId?: number;
  deliveryTypeCode?: string;
  deliveryLabelCode?: string;
}

const COLUMNS = ['id', 'inventory_country_id', 'delivery_type_code', 'delivery_label_code', 'status'] as const;

/** The methods not deleted: a deleted one keeps its row only for its who and when. */
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

export async function insert(db: Db, columns: MethodColumns, by: Actor): Promise<number> {
  const row = await db
    .insertInto('delivery_methods')
    .values({ ...columns, status: true, ...createdColumns(by) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a method's fields or status recording who and when; false when there is no such method. */
export async function update(db: Db, id: number, columns: Partial<MethodColumns> & { status?: boolean }, by: Actor): Promise<boolean> {
  const result = await db
    .updateTable('delivery_methods')
    .set({ ...columns, ...updatedColumns(by) })
    .where('id', '=', id)
    .where('deleted_date_utc', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Marks a method and its timelines deleted by `by` now, keeping the rows; false when there is no
 * such method (or it is already deleted). Call it in a transaction: both writes or neither.
 */
export async function remove(db: Db, id: number, by: Actor): Promise<boolean> {
  const stamp = deletedColumns(by);
  const result = await db
    .updateTable('delivery_methods')
    .set(stamp)
    .where('id', '=', id)
    .where('deleted_date_utc', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db
    .updateTable('delivery_timelines')
    .set(stamp)
    .where('delivery_method_id', '=', id)
    .where('deleted_date_utc', 'is', null)
    .execute();
  return true;
}
