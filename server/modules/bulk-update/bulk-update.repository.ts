import { sql, type Insertable, type Selectable } from 'kysely';
import type { BulkUpdateStatus, BulkUpdateType } from '../../../src/domain/bulk-update/constants.ts';
import { storedWords } from '../../../src/domain/bulk-update/messages.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import type { Db } from '../../db/connect.ts';
import type { BulkUpdatesTable } from '../../db/schema.ts';
import { withTotal } from '../../db/paging.ts';
import { sortedBy } from '../../db/sorted.ts';
import type { BulkUpdateSort } from '../../../src/domain/bulk-update/contracts.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { Actor } from '../../shared/actor.ts';
import { updatedColumns } from '../../shared/audit-columns.ts';

export type BulkUpdateRow = Selectable<BulkUpdatesTable>;
/** An update as the list reads it: its row, and whether it was withdrawn (its change log holds the withdrawal). */
export type StoredUpdate = BulkUpdateRow & { withdrawn: boolean };
export interface PendingRow {
  row_no: number;
  data: Record<string, string>;
}
export interface RowOutcome {
  rowNo: number;
  ok: boolean;
  /** Why the row failed: stored as its key and parameters, said in the reader's language in the result file. */
  message?: Msg;
}

export interface NewRow {
  rowNo: number;
  data: Record<string, string>;
}

/** The columns of a new update (the tracked insert adds who created it). */
export type NewUpdate = Omit<Insertable<BulkUpdatesTable>, 'created_by' | 'created_name'>;

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

/** The update, locked until the transaction ends: its run's steps and a withdrawal take turns. */
export const lockUpdate = (db: Db, id: number) =>
  db.selectFrom('bulk_updates').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** Whether the update was withdrawn: the change log, written with the withdrawal, holds it. */
const withdrawnFlag = sql<boolean>`exists (select 1 from change_log c
  where c.entity = 'bulk-update' and c.entity_id = bulk_updates.id::text and c.action = 'withdraw')`.as('withdrawn');

export const findUpdate = (db: Db, id: number): Promise<StoredUpdate | undefined> =>
  db.selectFrom('bulk_updates').selectAll('bulk_updates').select(withdrawnFlag).where('id', '=', id).executeTakeFirst();

export const isWithdrawn = async (db: Db, id: number) => (await findUpdate(db, id))?.withdrawn ?? false;

// The column each of the list's sorts reads.
const SORT_COLUMNS: Record<BulkUpdateSort, string> = {
  id: 'bulk_updates.id',
  updateType: 'bulk_updates.update_type',
  source: 'bulk_updates.source',
  mode: 'bulk_updates.update_mode',
  runAt: 'bulk_updates.run_at',
  status: 'bulk_updates.status',
  createdName: 'bulk_updates.created_name',
  createdDateUTC: 'bulk_updates.created_date_utc',
};

/** One page of the updates of a type and a status when given, in `sort`'s order (newest first without one). */
export async function listUpdates(
  db: Db,
  filter: { updateType?: BulkUpdateType; status?: BulkUpdateStatus },
  page: { skip: number; take: number; sort?: Sort<BulkUpdateSort> },
) {
  let base = db.selectFrom('bulk_updates');
  if (filter.updateType) base = base.where('update_type', '=', filter.updateType);
  if (filter.status !== undefined) base = base.where('status', '=', filter.status);
  const rows = sortedBy(base.selectAll('bulk_updates').select(withdrawnFlag), page.sort, SORT_COLUMNS, 'bulk_updates.id', (q) =>
    q.orderBy('created_date_utc', 'desc').orderBy('id', 'desc'),
  )
    .offset(page.skip)
    .limit(page.take)
    .execute();
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
  const values = outcomes.map((o) => sql`(${o.rowNo}::int, ${o.ok ? 1 : 2}::smallint, ${o.message ? storedWords(o.message) : null}::text)`);
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

/** Whether some row of the update has no outcome yet. */
export async function hasPendingRows(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('bulk_update_rows')
    .select('row_no')
    .where('update_id', '=', id)
    .where('outcome', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends a run: its status (COMPLETED, or COMPLETED WITH PENDING), the time, the next revision; answers the stored row. */
export const finish = (db: Db, id: number, status: BulkUpdateStatus, by: Actor) =>
  db
    .updateTable('bulk_updates')
    .set({ status, finished_at: new Date(), ...updatedColumns(by), revision: sql<number>`revision + 1` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

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
