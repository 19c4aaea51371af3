import { sql } from 'kysely';
import { DEFAULT_TIME_ZONE } from '../../../src/domain/constants.ts';
import type { ChangeAction } from '../../../src/domain/history/entities.ts';
import { HISTORY_MESSAGES as M } from '../../../src/domain/history/messages.ts';
import { conflict, HttpError, staleConflict, type Words } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns, updatedColumns } from '../../shared/audit-columns.ts';
import type { Db } from '../connect.ts';
import { inTransaction } from '../transaction.ts';
import { appendChange, changeInsert, fieldChanges, lastChangeOf } from './change-log.ts';
import { idOf, keyOf, type Row, type TrackedEntity } from './tracked-entity.ts';

// The tables differ; each query here names one through the entity's descriptor.
type AnyDb = Db & { selectFrom: (table: string) => never };
const any = (db: Db) => db as unknown as AnyDb;
const record = (entity: TrackedEntity, row: Row) => (entity.toRecord as (row: Row) => Record<string, unknown>)(row);

/** The row of `id`, locked until the transaction ends; undefined when there is none. */
export async function lockRow(db: Db, entity: TrackedEntity, id: number): Promise<Row | undefined> {
  const found = await sql<Row>`select * from ${sql.table(entity.table)} where ${sql.ref(keyOf(entity))} = ${id} for update`.execute(db);
  return found.rows[0];
}

/** The 409 for a write based on `revision` when `row` is past it: who saved since and when, and the record now. */
async function staleError(db: Db, entity: TrackedEntity, row: Row, by: Actor) {
  // The log names who saved when its newest entry left the row at its revision; a write it does not
  // keep (a queue's activation, the seed) is named by the row's own stamps.
  const found = await lastChangeOf(db, entity.entity, idOf(entity, row));
  const last = found?.revision === row.revision ? found : undefined;
  const who = last?.user_name ?? String(row.updated_name ?? row.created_name ?? '');
  const at = last ? new Date(last.at) : ((row.updated_date_utc ?? row.created_date_utc ?? null) as Date | null);
  const zone = by.trail?.timeZone ?? DEFAULT_TIME_ZONE;
  return staleConflict(M.changedSince(who, at, zone), {
    revision: row.revision,
    by: who,
    at: at ? at.toISOString() : null,
    current: record(entity, row),
  });
}

/**
 * The row of `id` locked for a write based on `revision`: 404 when it is gone, 409 naming who
 * saved since (and carrying the record as it now is) when it has moved on. Use it inside the
 * write's transaction, before any rule that reads the row.
 */
export async function lockAtRevision(
  db: Db,
  entity: TrackedEntity,
  id: number,
  revision: number,
  by: Actor,
  missing: Words = M.gone,
): Promise<Row> {
  const row = await lockRow(db, entity, id);
  if (!row || entity.softDelete?.isDeleted(row)) throw new HttpError(404, missing);
  if (row.revision !== revision) throw await staleError(db, entity, row, by);
  return row;
}

/** Inserts a record (with who created it, on a stamped table) and logs its creation, in one transaction; answers the stored row. */
export function insertTracked(db: Db, entity: TrackedEntity, columns: Record<string, unknown>, by: Actor): Promise<Row> {
  return inTransaction(db, async (trx) => {
    const stamps = entity.stamped === false ? {} : createdColumns(by);
    const row = (await any(trx)
      .insertInto(entity.table as never)
      .values({ ...columns, ...stamps } as never)
      .returningAll()
      .executeTakeFirstOrThrow()) as Row;
    const after = record(entity, row);
    await appendChange(trx, {
      entity,
      id: idOf(entity, row),
      action: 'create',
      revision: row.revision,
      changes: fieldChanges(entity, null, after),
      record: after,
      by,
    });
    return row;
  });
}

export interface UpdateOptions {
  /** 'update' by default; 'status' for an activate/deactivate, 'undo' for an Undo. */
  action?: ChangeAction;
  undoes?: number;
  /** The row as read and locked by the caller (lockAtRevision) when it checked its rules first. */
  locked?: Row;
  missing?: Words;
}

/**
 * Sets `columns` of the record at `revision`, raises its revision and logs each changed field, in
 * one transaction: 404 when gone, 409 (who, when, the record now) when someone saved since.
 * A save that changes nothing writes nothing. Answers the stored row.
 */
export function updateTracked(
  db: Db,
  entity: TrackedEntity,
  id: number,
  revision: number,
  columns: Record<string, unknown>,
  by: Actor,
  options: UpdateOptions = {},
): Promise<Row> {
  return inTransaction(db, async (trx) => {
    const before = options.locked ?? (await lockAtRevision(trx, entity, id, revision, by, options.missing));
    const stamps = entity.stamped === false ? {} : updatedColumns(by);
    const candidate = { ...before, ...columns } as Row;
    const changes = fieldChanges(entity, record(entity, before), record(entity, candidate));
    if (changes.length === 0 && options.action !== 'undo') return before;
    const next = before.revision + 1;
    const update = any(trx)
      .updateTable(entity.table as never)
      .set({ ...columns, ...stamps, revision: next } as never)
      .where(keyOf(entity) as never, '=', id as never)
      .returningAll();
    const after = record(entity, candidate);
    const entry = changeInsert(trx, {
      entity,
      id,
      action: options.action ?? 'update',
      revision: next,
      changes,
      record: after,
      undoes: options.undoes,
      by,
    });
    // The write and its entry in one statement: one round trip to the database instead of two.
    const { rows } = await sql<Row>`with updated as (${update}), logged as (${entry}) select * from updated`.execute(trx);
    const row = rows[0]!;
    return row;
  });
}

/**
 * Deletes the record at `revision`, keeping the whole row (and its children) in the log entry so
 * that it can be restored, in one transaction: 404 when gone, 409 when someone saved since.
 */
export function deleteTracked(
  db: Db,
  entity: TrackedEntity,
  id: number,
  revision: number,
  by: Actor,
  options: { action?: ChangeAction; undoes?: number; missing?: Words } = {},
): Promise<Row> {
  return inTransaction(db, async (trx) => {
    const row = await lockAtRevision(trx, entity, id, revision, by, options.missing);
    const children = await entity.children?.snapshot(trx, id);
    if (entity.softDelete) await entity.softDelete.remove(trx, id, by);
    else
      await sql`delete from ${sql.table(entity.table)} where ${sql.ref(keyOf(entity))} = ${id}`.execute(trx).catch((error: unknown) => {
        // Rows of other records still point at it (an issuer's accounts): refused, not a 500.
        if ((error as { code?: string }).code === '23503') throw conflict(M.stillUsed);
        throw error;
      });
    const before = record(entity, row);
    await appendChange(trx, {
      entity,
      id,
      action: options.action ?? 'delete',
      revision: row.revision,
      changes: fieldChanges(entity, before, null),
      record: before,
      snapshot: { row, children },
      undoes: options.undoes,
      by,
    });
    return row;
  });
}

/** Logs a write the caller made itself (a job's result, a rule upload), in the caller's transaction. */
export async function logTracked(
  db: Db,
  entity: TrackedEntity,
  id: number | string,
  action: ChangeAction,
  by: Actor,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null; revision?: number } = {},
): Promise<number> {
  const changes = fieldChanges(entity, change.before ?? null, change.after ?? null);
  return appendChange(db, { entity, id, action, revision: change.revision ?? 0, changes, record: change.after ?? change.before, by });
}
