import type { Insertable } from 'kysely';
import { createdColumns, updatedColumns } from '../shared/audit-columns.ts';
import type { Actor } from '../shared/actor.ts';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

/** Tables edited whole by a settings screen: an id, created and updated by/name/time. */
export type AuditedTable = 'countries' | 'states' | 'areas';

/** What a create or an update of such a table sets: everything but the id and the audit columns. */
export type AuditedColumns<T extends AuditedTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'created_by' | 'created_name' | 'created_date_utc' | 'updated_by' | 'updated_name' | 'updated_date_utc'
>;

/** Inserts a row recording who created it; answers its id. */
export async function insertAudited<T extends AuditedTable>(db: Db, table: T, columns: AuditedColumns<T>, by: Actor): Promise<number> {
  const row = await db
    .insertInto(table as AuditedTable)
    .values({ ...columns, ...createdColumns(by) } as Insertable<Database[AuditedTable]>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a row's fields recording who changed it and when; false when there is no such row. */
export async function updateAudited<T extends AuditedTable>(
  db: Db,
  table: T,
  id: number,
  columns: AuditedColumns<T>,
  by: Actor,
): Promise<boolean> {
  const result = await db
    .updateTable(table as AuditedTable)
    .set({ ...columns, ...updatedColumns(by) } as never)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
