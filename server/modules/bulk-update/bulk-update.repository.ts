import { sql, type Insertable, type Selectable } from 'kysely';
import type { BulkUpdateStatus, BulkUpdateType } from '../../../src/domain/bulk-update/constants.ts';
import type { Db } from '../../db/connect.ts';
import type { BulkUpdatesTable } from '../../db/schema.ts';
import { withTotal } from '../../db/paging.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns } from '../../shared/audit-columns.ts';

export type BulkUpdateRow = Selectable<BulkUpdatesTable>;
export interface PendingRow {
  row_no: number;
  data: Record<string, string>;
}
export interface RowOutcome {
  rowNo: number;
  ok: boolean;
  message?: string;
}

export interface NewRow {
  rowNo: number;
  data: Record<string, string>;
}

/** Inserts an update and its rows; answers its id. */
export async function insertUpdate(
  db: Db,
  update: Omit<Insertable<BulkUpdatesTable>, 'created_by' | 'created_name'>,
  rows: readonly NewRow[],
  by: Actor,
): Promise<number> {
  const { id } = await db
    .insertInto('bulk_updates')
    .values({ ...update, ...createdColumns(by) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertRows(db, id, rows);
  return id;
}

/** Inserts rows of an update, in slices, so no statement carries too many parameters. */
export async function insertRows(db: Db, id: number, rows: readonly NewRow[]): Promise<void> {
  for (let from = 0; from < rows.length; from += 5000) {
    const slice = rows.slice(from, from + 5000);
    await db
      .insertInto('bulk_update_rows')
      .values(slice.map((r) => ({ update_id: id, row_no: r.rowNo, data: JSON.stringify(r.data) })))
      .execute();
  }
}

/** The update, locked until the transaction ends: one run at a time chooses a rule update's rows. */
export const lockUpdate = (db: Db, id: number) =>
  db.selectFrom('bulk_updates').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** Records that a rule update's rows were chosen, and how many. */
export const markRowsChosen = (db: Db, id: number, total: number) =>
  db.updateTable('bulk_updates').set({ rows_chosen: true, total_rows: total }).where('id', '=', id).execute();

export const findUpdate = (db: Db, id: number) => db.selectFrom('bulk_updates').selectAll().where('id', '=', id).executeTakeFirst();

export async function listUpdates(db: Db, filter: { updateType?: BulkUpdateType; status?: BulkUpdateStatus }, skip: number, take: number) {
  let base = db.selectFrom('bulk_updates');
  if (filter.updateType) base = base.where('update_type', '=', filter.updateType);
  if (filter.status !== undefined) base = base.where('status', '=', filter.status);
  const rows = base.selectAll().orderBy('created_date_utc', 'desc').orderBy('id', 'desc').offset(skip).limit(take).execute();
  return withTotal(rows, base);
}

/** Updates a stopped process left half done: their runs are started again. */
export const processingIds = (db: Db) =>
  db
    .selectFrom('bulk_updates')
    .select('id')
    .where('status', '=', 1)
    .execute()
    .then((rows) => rows.map((r) => r.id));

/** Marks an update started (status PROCESSING) unless it already ended; answers whether it may run. */
export async function markStarted(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('bulk_updates')
    .set({ status: 1, started_at: sql`coalesce(started_at, now())` })
    .where('id', '=', id)
    .where('status', 'in', [0, 1])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The next pending rows of an update, locked for this transaction; rows another run holds are
 * skipped, so two runs of one update (a retry beside a slow first run) never take the same row.
 */
export function lockPendingRows(db: Db, id: number, limit: number): Promise<PendingRow[]> {
  return db
    .selectFrom('bulk_update_rows')
    .select(['row_no', 'data'])
    .where('update_id', '=', id)
    .where('outcome', 'is', null)
    .orderBy('row_no')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** Records the rows' outcomes and adds them to the update's counts. */
export async function recordOutcomes(db: Db, id: number, outcomes: readonly RowOutcome[]): Promise<void> {
  if (!outcomes.length) return;
  const values = outcomes.map((o) => sql`(${o.rowNo}::int, ${o.ok ? 1 : 2}::smallint, ${o.message ?? null}::text)`);
  await sql`update bulk_update_rows r set outcome = v.outcome, message = v.message, done_at = now()
    from (values ${sql.join(values)}) as v(row_no, outcome, message)
    where r.update_id = ${id} and r.row_no = v.row_no`.execute(db);
  const ok = outcomes.filter((o) => o.ok).length;
  await db
    .updateTable('bulk_updates')
    .set((eb) => ({ ok_rows: eb('ok_rows', '+', ok), failed_rows: eb('failed_rows', '+', outcomes.length - ok) }))
    .where('id', '=', id)
    .execute();
}

/** Ends an update whose rows all have an outcome: COMPLETED, or COMPLETED WITH PENDING when some failed. */
export async function finishIfDone(db: Db, id: number): Promise<BulkUpdateRow | undefined> {
  return db
    .updateTable('bulk_updates')
    .set({ status: sql<BulkUpdateStatus>`case when failed_rows > 0 then 4 else 2 end`, finished_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 1)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('bulk_update_rows').select('row_no').where('update_id', '=', id).where('outcome', 'is', null))),
    )
    .returningAll()
    .executeTakeFirst();
}

export const markFailed = (db: Db, id: number, failure: string) =>
  db
    .updateTable('bulk_updates')
    .set({ status: 3, failure, finished_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', [0, 1])
    .execute();

/** Every row of an update with its outcome, in file order, a slice at a time. */
export const rowsPage = (db: Db, id: number, afterRowNo: number, limit: number) =>
  db
    .selectFrom('bulk_update_rows')
    .select(['row_no', 'data', 'outcome', 'message'])
    .where('update_id', '=', id)
    .where('row_no', '>', afterRowNo)
    .orderBy('row_no')
    .limit(limit)
    .execute();
