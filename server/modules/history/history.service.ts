import { dayRange } from '../../../src/domain/day-bounds.ts';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import type { AuditLogQuery, ChangeEntry, FieldChange } from '../../../src/domain/history/history.ts';
import type { Db } from '../../db/connect.ts';
import { reversibility, restoreEntry, undoEntry, undoLatest } from '../../db/records/reversal.ts';
import type { Actor } from '../../shared/actor.ts';
import * as repo from './history.repository.ts';

type EntryRow = Awaited<ReturnType<typeof repo.recordPage>>['rows'][number];

function toEntry(row: EntryRow): ChangeEntry {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    userId: row.user_id,
    userName: row.user_name,
    dataCentre: row.data_centre,
    page: row.page,
    entity: row.entity,
    entityId: row.entity_id,
    action: row.action,
    requestId: row.request_id,
    revision: row.revision,
    summary: row.summary,
    changes: row.changes as FieldChange[],
    undoes: row.undoes === null ? null : Number(row.undoes),
    ...reversibility(row),
  };
}

/** A record's changes, newest first (the History of its drawer and row menu). */
export async function recordHistory(
  db: Db,
  query: { entity: string; id: string; index: number; pageSize: number },
): Promise<Page<ChangeEntry>> {
  const { skip, take } = toSkipTake(query.index, query.pageSize);
  const { rows, total } = await repo.recordPage(db, query.entity, String(Number(query.id)), skip, take);
  return { records: rows.map(toEntry), totalRecords: total };
}

/** The whole log, filtered (the Audit Log), newest first unless sorted; `from`/`to` are days of `timeZone`, both included. */
export async function auditLog(db: Db, query: AuditLogQuery, timeZone: string): Promise<Page<ChangeEntry>> {
  const { skip, take } = toSkipTake(query.index, query.pageSize);
  const filter: repo.AuditFilter = {
    userId: query.userId,
    page: query.page || undefined,
    entity: query.entity || undefined,
    entityId: query.entityId ? String(Number(query.entityId)) : undefined,
    action: query.action || undefined,
    from: query.from ? dayRange(query.from, timeZone).from : undefined,
    to: query.to ? dayRange(query.to, timeZone).to : undefined,
  };
  const { rows, total } = await repo.auditPage(db, filter, skip, take, query.sort);
  return { records: rows.map(toEntry), totalRecords: total };
}

/** Undo of one entry, as a new entry; `mayWrite` says whether the user holds L2 on the entity's page. */
export const undo = (db: Db, entryId: number, by: Actor, mayWrite: (entity: string) => boolean) => undoEntry(db, entryId, by, mayWrite);

/** Restore of a deleted record from its delete entry. */
export const restore = (db: Db, entryId: number, by: Actor, mayWrite: (entity: string) => boolean) =>
  restoreEntry(db, entryId, by, mayWrite);

/** The toast's Undo of the user's own newest change of a record. */
export const undoOwnLatest = (
  db: Db,
  target: { entity: string; id: string; revision: number },
  by: Actor,
  mayWrite: (entity: string) => boolean,
) => undoLatest(db, target, by, mayWrite);
