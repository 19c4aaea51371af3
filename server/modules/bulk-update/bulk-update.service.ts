import Papa from 'papaparse';
import { inTransaction } from '../../db/transaction.ts';
import {
  BULK_UPDATE_CHUNK,
  BULK_UPDATE_COLUMNS,
  BULK_UPDATE_MAX_ROWS,
  BULK_UPDATE_STATUSES,
  type BulkUpdateStatus,
  type BulkUpdateType,
} from '../../../src/domain/bulk-update/constants.ts';
import type { BulkUpdate, BulkUpdateFields, BulkUpdateSort } from '../../../src/domain/bulk-update/contracts.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import { BULK_UPDATE_MESSAGES as M, storedWords, wordsOfStored } from '../../../src/domain/bulk-update/messages.ts';
import { checkBulkRows } from '../../../src/domain/bulk-update/rows.ts';
import { DEFAULT_DATA_CENTRE, DEFAULT_TIME_ZONE } from '../../../src/domain/constants.ts';
import { toCsv } from '../../../src/domain/csv.ts';
import { TRACKED_ENTITIES } from '../../../src/domain/history/entities.ts';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import type { Language } from '../../../src/domain/constants.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import { inBackground } from '../../db/background.ts';
import type { Db } from '../../db/connect.ts';
import type { Row, TrackedEntity } from '../../db/records/tracked-entity.ts';
import { insertTracked, lockAtRevision, logTracked, updateTracked } from '../../db/records/tracked-writes.ts';
import { badField, conflict, HttpError } from '../../plugins/http-error.ts';
import { say, spoken } from '../../plugins/words.ts';
import { SYSTEM_ACTOR, type Actor } from '../../shared/actor.ts';
import { applyRows } from './apply-rows.service.ts';
import { nextTurn } from '../../shared/next-turn.ts';
import * as repo from './bulk-update.repository.ts';
import { rowsOfRule } from './rule-rows.service.ts';

export interface UploadedTable {
  fileName: string;
  /** The file's cells, header first, as text. */
  table: string[][];
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** An update's stored `failure` (its key and parameters) in `lng`, the request's by default, with its key and parameters. */
export function failureOf(stored: string | null, lng?: Language): Pick<BulkUpdate, 'failure' | 'failureKey' | 'failureParams'> {
  if (stored === null) return { failure: null };
  const { message, key, params } = spoken(wordsOfStored(stored), lng);
  return { failure: message, ...(key ? { failureKey: key } : {}), ...(params ? { failureParams: params } : {}) };
}

export const toBulkUpdate = (r: repo.BulkUpdateRow & { withdrawn?: boolean }): BulkUpdate => ({
  id: r.id,
  updateType: r.update_type,
  source: r.source,
  mode: r.update_mode,
  runAt: iso(r.run_at)!,
  status: r.status,
  fileName: r.file_name,
  rule: r.rule_text,
  rowsChosen: r.rows_chosen,
  totalRows: r.total_rows,
  okRows: r.ok_rows,
  failedRows: r.failed_rows,
  startedAt: iso(r.started_at),
  finishedAt: iso(r.finished_at),
  ...failureOf(r.failure),
  withdrawn: r.withdrawn ?? false,
  createdName: r.created_name,
  createdDateUTC: iso(r.created_date_utc)!,
  revision: r.revision,
});

/** An update as its change log entries keep it: what it does, when, and how its run went; its status by name. */
function bulkUpdateRecord(r: repo.BulkUpdateRow): Record<string, unknown> {
  return {
    id: r.id,
    updateType: r.update_type,
    source: r.source,
    mode: r.update_mode,
    runAt: iso(r.run_at),
    status: BULK_UPDATE_STATUSES[r.status],
    fileName: r.file_name,
    rule: r.rule_text,
    rowsChosen: r.rows_chosen,
    totalRows: r.total_rows,
    okRows: r.ok_rows,
    failedRows: r.failed_rows,
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
    // The log keeps values as data: the reason in English, as the log's other values are.
    failure: r.failure === null ? null : say(wordsOfStored(r.failure), 'en'),
  };
}

/**
 * Bulk Update's record for the change log (entity 'bulk-update'): its creation, its run's start,
 * rows chosen and result (action 'job'), its withdrawal. Not registered for Undo and Restore
 * (bulk-update.module.ts): what a run applied to the products is not put back by undoing the
 * update's creation, and a withdrawn update is queued again rather than brought back.
 */
export const bulkUpdateEntity: TrackedEntity = {
  entity: 'bulk-update',
  table: 'bulk_updates',
  toRecord: bulkUpdateRecord,
  nameOf: (u) => [`#${String(u.id)}`, u.updateType, u.fileName || u.rule].filter(Boolean).join(' '),
};

/** The row a tracked write locked, as the repository types it. */
const asUpdate = (row: Row) => row as unknown as repo.BulkUpdateRow;

/**
 * Who a run's entries name: the system (a run is the job queue's, not a person's), on Bulk Update's
 * page, in the data centre and zone of the server running it.
 */
export const jobActor = (timeZone: string, dataCentre: string = DEFAULT_DATA_CENTRE, requestId = ''): Actor => ({
  ...SYSTEM_ACTOR,
  trail: { requestId, page: TRACKED_ENTITIES['bulk-update'], dataCentre, timeZone },
});

/** Stores an update (logged as created) and its rows, in the caller's transaction; answers its id. */
export async function insertUpdate(db: Db, columns: repo.NewUpdate, rows: readonly repo.NewRow[], by: Actor): Promise<number> {
  const { id } = await insertTracked(db, bulkUpdateEntity, columns, by);
  await repo.insertRows(db, id, rows);
  return id;
}

/** A CSV file's cells (papaparse, RFC 4180: quoted commas and line breaks kept). */
export function csvTable(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',', skipEmptyLines: false }).data;
}

/** When an update runs: now, or its scheduled time, which must be a future instant. */
export function runAtOf(fields: Pick<BulkUpdateFields, 'mode' | 'runAt'>, now: Date): Date {
  if (fields.mode === 'NOW') return now;
  const at = fields.runAt ? new Date(fields.runAt) : undefined;
  if (!at || Number.isNaN(at.getTime())) throw badField('runAt', M.scheduleRequired);
  if (at <= now) throw badField('runAt', M.schedulePast);
  return at;
}

/**
 * Checks an uploaded file and stores the update with its rows (status DELAYED), then `enqueue`s
 * its run in the same transaction: the update and its job exist together or not at all. A file
 * with any problem is refused with every problem and its row; nothing is stored.
 */
export async function queueUpdate(
  db: Db,
  fields: BulkUpdateFields,
  file: UploadedTable,
  by: Actor,
  enqueue: (trx: Db, id: number, runAt: Date) => Promise<void>,
): Promise<BulkUpdate> {
  if (fields.source === 'FILTER_CONDITION') throw badField('source', M.ruleNotFile);
  const runAt = runAtOf(fields, new Date());
  const checked = checkBulkRows(fields.updateType, file.table);
  if (checked.problems)
    throw new HttpError(
      400,
      M.fileRefused,
      checked.problems.map((p) => ({ field: `row ${p.row}`, message: p.message })),
    );
  const id = await inTransaction(db, async (trx) => {
    const created = await insertUpdate(
      trx,
      {
        update_type: fields.updateType,
        source: fields.source,
        update_mode: fields.mode,
        run_at: runAt,
        file_name: file.fileName,
        total_rows: checked.rows.length,
      },
      checked.rows,
      by,
    );
    await enqueue(trx, created, runAt);
    return created;
  });
  return toBulkUpdate((await repo.findUpdate(db, id))!);
}

/** One page of the list, of a type and a status when given, in `sort`'s order (newest first without one). */
export async function listUpdates(
  db: Db,
  query: { index: number; pageSize: number; updateType?: BulkUpdateType; status?: string; sort?: Sort<BulkUpdateSort> },
): Promise<Page<BulkUpdate>> {
  const status = query.status === undefined ? undefined : (Number(query.status) as BulkUpdateStatus);
  const page = { ...toSkipTake(query.index, query.pageSize), sort: query.sort };
  const { rows, total } = await repo.listUpdates(db, { updateType: query.updateType, status }, page);
  return { records: rows.map(toBulkUpdate), totalRecords: total };
}

export async function findUpdate(db: Db, id: number): Promise<BulkUpdate | undefined> {
  const row = await repo.findUpdate(db, id);
  return row && toBulkUpdate(row);
}

/** Ids of updates a stopped process left PROCESSING: their runs are queued again on start. */
export const interruptedUpdates = (db: Db) => repo.processingIds(db);

/**
 * Starts an update's run, reading its state as its job comes (also a job queued before a restart):
 * only a DELAYED update starts (logged as the job's), and a PROCESSING one resumes after a stop; a
 * withdrawn or ended one never runs. Answers the update to run, or undefined.
 */
async function startRun(db: Db, id: number, by: Actor): Promise<repo.BulkUpdateRow | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await repo.lockUpdate(trx, id);
    if (!row || (row.status !== 0 && row.status !== 1)) return undefined;
    if (row.status === 1) return row;
    const started = await updateTracked(trx, bulkUpdateEntity, id, row.revision, { status: 1, started_at: new Date() }, by, {
      action: 'job',
      locked: row,
    });
    return asUpdate(started);
  });
}

/** Marks a run FAILED (if it has not ended) with the reason staff see (stored as its key), logged as the job's; answers the stored row. */
async function failRun(db: Db, id: number, reason: Msg, by: Actor): Promise<repo.BulkUpdateRow | undefined> {
  const failure = storedWords(reason);
  return inTransaction(db, async (trx) => {
    const row = await repo.lockUpdate(trx, id);
    if (!row || (row.status !== 0 && row.status !== 1)) return undefined;
    const failed = await updateTracked(trx, bulkUpdateEntity, id, row.revision, { status: 3, failure, finished_at: new Date() }, by, {
      action: 'job',
      locked: row,
    });
    return asUpdate(failed);
  });
}

/**
 * Chooses the rows of a scheduled update by rule as its run starts: the products its rule covers at
 * its time, logged as the job's. Once only: the update is locked meanwhile, and a run resumed after
 * a crash finds its rows chosen. Answers why the update cannot run (too many rows), or undefined; a
 * rule that selects nothing now gives an update of no rows, which completes.
 */
async function chooseRows(db: Db, id: number, by: Actor): Promise<Msg | undefined> {
  return inTransaction(db, async (trx) => {
    const update = await repo.lockUpdate(trx, id);
    if (!update || update.rows_chosen) return undefined;
    const rows = await rowsOfRule(trx, update.update_type, update.json_tree, update.rule_values ?? {});
    if (rows.length > BULK_UPDATE_MAX_ROWS) return M.tooManyProducts(BULK_UPDATE_MAX_ROWS);
    await repo.insertRows(trx, id, rows);
    await updateTracked(trx, bulkUpdateEntity, id, update.revision, { rows_chosen: true, total_rows: rows.length }, by, {
      action: 'job',
      locked: update,
    });
    return undefined;
  });
}

/**
 * Ends a run whose rows all have an outcome: COMPLETED, or COMPLETED WITH PENDING when some failed,
 * logged as the job's result with the rows it applied and failed (none when it started). Answers
 * the stored row, or undefined while rows are pending or when it ended already.
 */
async function finishRun(db: Db, id: number, by: Actor): Promise<repo.BulkUpdateRow | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await repo.lockUpdate(trx, id);
    if (!row || row.status !== 1 || (await repo.hasPendingRows(trx, id))) return undefined;
    const done = await repo.finish(trx, id, row.failed_rows > 0 ? 4 : 2, by);
    await logTracked(trx, bulkUpdateEntity, id, 'job', by, {
      before: { ...bulkUpdateRecord(row), okRows: 0, failedRows: 0 },
      after: bulkUpdateRecord(done),
      revision: done.revision,
    });
    return done;
  });
}

/**
 * Runs an update: a slice of its pending rows at a time, each slice's changes and outcomes in one
 * transaction, so a run stopped anywhere (a crash, a restart) resumes at the first row without an
 * outcome and applies no row twice. An update by rule chooses its rows first when it has none yet
 * (a scheduled one: the products its rule covers at its time). `onProgress` hears the counts after
 * each slice. A run of an update withdrawn or ended already does nothing. The run's start, rows
 * chosen and result are logged as `by`'s (the job queue's system actor).
 */
export async function runUpdate(
  db: Db,
  id: number,
  timeZone: string,
  onProgress: (update: BulkUpdate) => void,
  by: Actor = jobActor(timeZone),
): Promise<void> {
  await inBackground(async () => {
    const update = await startRun(db, id, by);
    if (!update) return;
    onProgress(toBulkUpdate(update));
    if (!update.rows_chosen) {
      const refused = await chooseRows(db, id, by);
      if (refused) await failRun(db, id, refused, by);
      const chosen = await repo.findUpdate(db, id);
      if (chosen) onProgress(toBulkUpdate(chosen));
      if (refused) return;
    }
    const ctx = { type: update.update_type, by: { userId: update.created_by, name: update.created_name }, timeZone };
    for (;;) {
      const done = await inTransaction(db, async (trx) => {
        const rows = await repo.lockPendingRows(trx, id, BULK_UPDATE_CHUNK);
        await repo.recordOutcomes(trx, id, await applyRows(trx, rows, ctx));
        return rows.length;
      });
      if (done === 0) break;
      const now = await repo.findUpdate(db, id);
      if (now) onProgress(toBulkUpdate(now));
      await nextTurn();
    }
    const finished = await finishRun(db, id, by);
    if (finished) onProgress(toBulkUpdate(finished));
  });
}

/** Marks an update FAILED (its run failed past its retries), with the reason staff see. */
export async function failUpdate(
  db: Db,
  id: number,
  failure: Msg,
  by: Actor = jobActor(DEFAULT_TIME_ZONE),
): Promise<BulkUpdate | undefined> {
  await failRun(db, id, failure, by);
  return findUpdate(db, id);
}

/**
 * Withdraws a scheduled update before its time, if it is still at `revision`: it ends FAILED, naming
 * who withdrew it, its job finds it so when it comes (also after a restart) and applies nothing,
 * and the withdrawal is logged. 404 unknown; 409 for an update run now, one already running,
 * ended or withdrawn, at or after its time (`now`), or changed since it was read.
 */
export async function withdrawUpdate(db: Db, id: number, revision: number, by: Actor, now: Date = new Date()): Promise<BulkUpdate> {
  return inTransaction(db, async (trx) => {
    const row = await repo.lockUpdate(trx, id);
    if (!row) throw new HttpError(404, M.noUpdate(id));
    if (row.update_mode !== 'SCHEDULE') throw conflict(M.notScheduled);
    if (await repo.isWithdrawn(trx, id)) throw conflict(M.alreadyWithdrawn);
    if (row.status !== 0) throw conflict(M.notWaiting(say(M.statusName(row.status))));
    if (now.getTime() >= new Date(row.run_at).getTime())
      throw conflict(M.tooLateToWithdraw(new Date(row.run_at), by.trail?.timeZone ?? DEFAULT_TIME_ZONE));
    const locked = await lockAtRevision(trx, bulkUpdateEntity, id, revision, by, M.noUpdate(id));
    const withdrawn = await updateTracked(
      trx,
      bulkUpdateEntity,
      id,
      revision,
      { status: 3, failure: storedWords(M.withdrawnBy(by.name)), finished_at: now },
      by,
      { action: 'withdraw', locked },
    );
    return toBulkUpdate({ ...asUpdate(withdrawn), withdrawn: true });
  });
}

/** The result file: every row of the update as it was sent, with its outcome and message (in the reader's language; the headers are the columns' names). */
export async function resultCsv(db: Db, id: number): Promise<{ fileName: string; csv: string }> {
  const update = await repo.findUpdate(db, id);
  if (!update) throw new HttpError(404, M.noUpdate(id));
  const columns = BULK_UPDATE_COLUMNS[update.update_type];
  const lines: string[][] = [['row', ...columns, 'result', 'message']];
  for (let after = 0; ;) {
    const page = await repo.rowsPage(db, id, after, 5000);
    if (!page.length) break;
    for (const r of page)
      lines.push([
        String(r.row_no),
        ...columns.map((c) => r.data[c] ?? ''),
        OUTCOME[r.outcome ?? 0],
        r.message === null ? '' : say(wordsOfStored(r.message)),
      ]);
    after = page.at(-1)!.row_no;
  }
  return { fileName: `bulk-update-${id}-result.csv`, csv: toCsv(lines) };
}

const OUTCOME = { 0: 'PENDING', 1: 'OK', 2: 'FAILED' } as const;

/** A sample file of a type: its required columns and one example row. */
export function sampleCsv(type: BulkUpdateType): { fileName: string; csv: string } {
  const example: Record<string, string> = {
    pid: '1001',
    pId: '1001',
    dprice: '99.00',
    promotionTag: 'SALE',
    ar_promotionTag: 'تخفيض',
    countryCode: 'UAE',
    launchDateTime: '2026-12-01 09:00',
    upc: '8901234567890',
    channel: 'WEB',
  };
  const columns = BULK_UPDATE_COLUMNS[type];
  return { fileName: `${type.toLowerCase()}-sample.csv`, csv: toCsv([[...columns], columns.map((c) => example[c] ?? '')]) };
}
