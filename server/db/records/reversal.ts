import { sql } from 'kysely';
import { HISTORY_MESSAGES as M } from '../../../src/domain/history/messages.ts';
import type { FieldChange } from '../../../src/domain/history/history.ts';
import { conflict, HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { uniqueOrConflict } from '../../shared/unique-violation.ts';
import type { Db } from '../connect.ts';
import { inTransaction } from '../transaction.ts';
import { appendChange, entryById, fieldChanges, latestEntryOf, wasReversed, type EntryRow } from './change-log.ts';
import { idOf, keyOf, trackedEntity, type Row, type TrackedEntity } from './tracked-entity.ts';
import { deleteTracked, lockRow, updateTracked } from './tracked-writes.ts';

/** The actions whose entry can be undone by putting fields back, deleting what it created, or restoring what it deleted. */
const UNDOABLE = new Set(['create', 'update', 'status', 'undo', 'restore', 'delete']);

/** Whether an entry can be offered Undo (the record's own screens) and Restore (the Audit Log). */
export function reversibility(entry: Pick<EntryRow, 'entity' | 'action' | 'snapshot' | 'changes'>) {
  const entity = trackedEntity(entry.entity);
  const secret = (entry.changes as FieldChange[]).some((c) => c.secret);
  const deleted = entry.snapshot !== null;
  return {
    // A delete keeps the whole row, secrets included, so it can be undone; a changed secret cannot (the log never held its value).
    undoable:
      Boolean(entity) && UNDOABLE.has(entry.action) && (deleted || entry.action === 'create' || (!secret && Boolean(entity?.toColumns))),
    restorable: Boolean(entity) && deleted,
  };
}

/** The entry and its entity's descriptor; 404 for an unknown entry, 400 for one no module tracks. */
export async function entryToReverse(db: Db, entryId: number): Promise<{ entry: EntryRow; entity: TrackedEntity }> {
  const entry = await entryById(db, entryId);
  if (!entry) throw new HttpError(404, M.noEntry(entryId));
  const entity = trackedEntity(entry.entity);
  if (!entity) throw new HttpError(400, M.notUndoable);
  return { entry, entity };
}

/** Puts back the row a delete kept, with its children, and logs the restore as undoing `entry`. */
async function restoreRow(db: Db, entity: TrackedEntity, entry: EntryRow, by: Actor): Promise<Row> {
  const saved = entry.snapshot as { row: Row; children?: unknown } | null;
  if (!saved) throw new HttpError(400, M.notRestorable);
  const id = idOf(entity, saved.row);
  const existing = await lockRow(db, entity, id);
  if (existing && !entity.softDelete?.isDeleted(existing)) throw conflict(M.alreadyRestored);
  const revision = Math.max(saved.row.revision, existing?.revision ?? 0) + 1;
  const code = entity.codeField ? String((entity.toRecord as (r: Row) => Record<string, unknown>)(saved.row)[entity.codeField] ?? '') : '';
  const write = async () => {
    if (entity.softDelete) {
      await entity.softDelete.bringBack(db, id, by);
      await sql`update ${sql.table(entity.table)} set revision = ${revision} where ${sql.ref(keyOf(entity))} = ${id}`.execute(db);
    } else {
      const row = { ...saved.row, revision };
      const columns = sql.join(Object.keys(row).map((c) => sql.ref(c)));
      // The row's own columns, typed by the table: json_populate_record reads each by name.
      await sql`insert into ${sql.table(entity.table)} (${columns})
        select ${columns} from json_populate_record(null::${sql.table(entity.table)}, ${JSON.stringify(row)}::json)`.execute(db);
    }
  };
  try {
    await uniqueOrConflict(write, entity.codeField ?? 'id', M.codeTaken(entity.codeField ?? 'code', code));
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw conflict(M.parentGone);
    throw error;
  }
  if (saved.children !== undefined) await entity.children?.restore(db, saved.children);
  const row = (await lockRow(db, entity, id))!;
  const after = (entity.toRecord as (r: Row) => Record<string, unknown>)(row);
  await appendChange(db, {
    entity,
    id,
    action: 'restore',
    revision: row.revision,
    changes: fieldChanges(entity, null, after),
    record: after,
    undoes: Number(entry.id),
    by,
  });
  return row;
}

/**
 * Undoes entry `entryId` as a new entry: a change's fields are put back, a created record is
 * deleted (and kept), a deleted one restored. Refused (409, naming who and when) when the record
 * changed since the entry, and when the entry was undone already.
 */
export function undoEntry(db: Db, entryId: number, by: Actor, mayWrite: (page: string) => boolean): Promise<void> {
  return inTransaction(db, async (trx) => {
    const { entry, entity } = await entryToReverse(trx, entryId);
    if (!mayWrite(entity.entity)) throw new HttpError(403, M.notUndoable);
    if (!reversibility(entry).undoable)
      throw new HttpError(400, (entry.changes as FieldChange[]).some((c) => c.secret) ? M.secretNotUndoable : M.notUndoable);
    if (await wasReversed(trx, Number(entry.id))) throw conflict(M.alreadyUndone);
    const id = Number(entry.entity_id);
    if (entry.snapshot) {
      await restoreRow(trx, entity, entry, by);
      return;
    }
    if (entry.action === 'create' || entry.action === 'restore') {
      await deleteTracked(trx, entity, id, entry.revision, by, { action: 'undo', undoes: Number(entry.id) });
      return;
    }
    const current = await lockRow(trx, entity, id);
    if (!current) throw new HttpError(404, M.gone);
    const now = (entity.toRecord as (r: Row) => Record<string, unknown>)(current);
    const before = Object.fromEntries((entry.changes as FieldChange[]).map((c) => [c.field, c.before]));
    const columns = (entity.toColumns as (r: Record<string, unknown>) => Record<string, unknown>)({ ...now, ...before });
    // The value it puts back may belong to another record by now (a code taken since): refused, naming it.
    const code = entity.codeField ? String(before[entity.codeField] ?? now[entity.codeField] ?? '') : '';
    await uniqueOrConflict(
      () => updateTracked(trx, entity, id, entry.revision, columns, by, { action: 'undo', undoes: Number(entry.id) }),
      entity.codeField ?? 'id',
      M.undoTaken(code),
    );
  });
}

/** Brings back the record entry `entryId` deleted (the Audit Log's Restore); 409 when its code is taken now. */
export function restoreEntry(db: Db, entryId: number, by: Actor, mayWrite: (entity: string) => boolean): Promise<void> {
  return inTransaction(db, async (trx) => {
    const { entry, entity } = await entryToReverse(trx, entryId);
    if (!mayWrite(entity.entity)) throw new HttpError(403, M.notRestorable);
    if (!entry.snapshot) throw new HttpError(400, M.notRestorable);
    if (await wasReversed(trx, Number(entry.id))) throw conflict(M.alreadyRestored);
    await restoreRow(trx, entity, entry, by);
  });
}

/**
 * The toast's Undo: undoes the record's newest entry if it left the record at `revision`, i.e. if
 * nobody changed it since the user's own save or delete; 409 otherwise.
 */
export function undoLatest(
  db: Db,
  target: { entity: string; id: string; revision: number },
  by: Actor,
  mayWrite: (entity: string) => boolean,
) {
  return inTransaction(db, async (trx) => {
    const latest = await latestEntryOf(trx, target.entity, String(Number(target.id)));
    if (!latest) throw new HttpError(404, M.gone);
    if (latest.revision !== target.revision || latest.user_id !== by.userId)
      throw conflict(M.changedSince(latest.user_name, new Date(latest.at), by.trail?.timeZone ?? 'UTC'));
    await undoEntry(trx, Number(latest.id), by, mayWrite);
  });
}
