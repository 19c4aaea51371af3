import { sql } from 'kysely';
import { DEFAULT_DATA_CENTRE } from '../../../src/domain/constants.ts';
import type { ChangeAction } from '../../../src/domain/history/entities.ts';
import type { FieldChange } from '../../../src/domain/history/history.ts';
import type { Actor } from '../../shared/actor.ts';
import type { Db } from '../connect.ts';
import type { Row, TrackedEntity } from './tracked-entity.ts';

/** Fields no entry records: the key, the revision and the stamps the entry itself carries. */
const NEVER_LOGGED = new Set([
  'id',
  'Id',
  'revision',
  'createdBy',
  'createdName',
  'createdDateUTC',
  'updatedBy',
  'updatedName',
  'updatedDateUTC',
]);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Each field of `before` and `after` (records as their screen reads them) that differs: its value either side, or only that it changed. */
export function fieldChanges(
  entity: TrackedEntity,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const secret = new Set(entity.secretFields ?? []);
  const ignored = new Set(entity.ignoredFields ?? []);
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (NEVER_LOGGED.has(field) || ignored.has(field)) continue;
    const was = before?.[field];
    const is = after?.[field];
    if (same(was, is)) continue;
    changes.push(secret.has(field) ? { field, secret: true } : { field, before: was ?? null, after: is ?? null });
  }
  return changes;
}

export interface NewEntry {
  entity: TrackedEntity;
  id: number | string;
  action: ChangeAction;
  revision: number;
  changes: readonly FieldChange[];
  /** The record's fields, for its name in lists. */
  record?: Record<string, unknown> | null;
  /** A deleted row (and its children): what Restore puts back. */
  snapshot?: { row: Row; children?: unknown } | null;
  undoes?: number | string | null;
  by: Actor;
}

/** The insert of one entry, to run alone or beside the write it records (updateTracked). */
export function changeInsert(db: Db, entry: NewEntry) {
  const { entity, by } = entry;
  return db.insertInto('change_log').values({
    user_id: by.userId,
    user_name: by.name,
    data_centre: by.trail?.dataCentre ?? DEFAULT_DATA_CENTRE,
    page: by.trail?.page ?? '',
    entity: entity.entity,
    entity_id: String(entry.id),
    action: entry.action,
    request_id: by.trail?.requestId ?? '',
    revision: entry.revision,
    summary: (entry.record && entity.nameOf?.(entry.record)) || '',
    changes: JSON.stringify(entry.changes),
    snapshot: entry.snapshot ? JSON.stringify(entry.snapshot) : null,
    undoes: entry.undoes === undefined || entry.undoes === null ? null : String(entry.undoes),
  });
}

/** Appends one entry to the change log, in the caller's transaction; answers its id. */
export async function appendChange(db: Db, entry: NewEntry): Promise<number> {
  const row = await changeInsert(db, entry).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The newest entry of a record: who changed it last and when (a 409 names them). */
export function lastChangeOf(db: Db, entity: string, id: number | string) {
  return db
    .selectFrom('change_log')
    .select(['user_name', 'at', 'revision'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One entry by id. */
export function entryById(db: Db, id: number) {
  return db
    .selectFrom('change_log')
    .selectAll()
    .where('id', '=', sql<string>`${id}::bigint`)
    .executeTakeFirst();
}

/** Whether an entry after `afterId` undid or restored `entryId` already. */
export async function wasReversed(db: Db, entryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('change_log')
    .select('id')
    .where('undoes', '=', sql<string>`${entryId}::bigint`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type EntryRow = NonNullable<Awaited<ReturnType<typeof entryById>>>;

/** The newest entry of a record, whole. */
export function latestEntryOf(db: Db, entity: string, id: string) {
  return db
    .selectFrom('change_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
