import Papa from 'papaparse';
import { inTransaction } from '../../db/transaction.ts';
import {
  BULK_UPDATE_CHUNK,
  BULK_UPDATE_COLUMNS,
  type BulkUpdateStatus,
  type BulkUpdateType,
} from '../../../src/domain/bulk-update/constants.ts';
import type { BulkUpdate, BulkUpdateFields } from '../../../src/domain/bulk-update/contracts.ts';
import { BULK_UPDATE_MESSAGES as M } from '../../../src/domain/bulk-update/messages.ts';
import { checkBulkRows } from '../../../src/domain/bulk-update/rows.ts';
import { toCsv } from '../../../src/domain/csv.ts';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import { inBackground } from '../../db/background.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { applyRows } from './apply-rows.service.ts';
import { nextTurn } from '../../shared/next-turn.ts';
import * as repo from './bulk-update.repository.ts';
import { chooseRows } from './rule-rows.service.ts';

export interface UploadedTable {
  fileName: string;
  /** The file's cells, header first, as text. */
  table: string[][];
}

export const toBulkUpdate = (r: repo.BulkUpdateRow): BulkUpdate => ({
  id: r.id,
  updateType: r.update_type,
  source: r.source,
  mode: r.update_mode,
  runAt: r.run_at.toISOString(),
  status: r.status,
  fileName: r.file_name,
  rule: r.rule_text,
  rowsChosen: r.rows_chosen,
  totalRows: r.total_rows,
  okRows: r.ok_rows,
  failedRows: r.failed_rows,
  startedAt: r.started_at?.toISOString() ?? null,
  finishedAt: r.finished_at?.toISOString() ?? null,
  failure: r.failure,
  createdName: r.created_name,
  createdDateUTC: r.created_date_utc.toISOString(),
});

/** A CSV file's cells (papaparse, RFC 4180: quoted commas and line breaks kept). */
export function csvTable(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',', skipEmptyLines: false }).data;
}

/** When an update runs: now, or its scheduled time, which must be a future instant. */
export function runAtOf(fields: Pick<BulkUpdateFields, 'mode' | 'runAt'>, now: Date): Date {
  if (fields.mode === 'NOW') return now;
  const at = fields.runAt ? new Date(fields.runAt) : undefined;
  if (!at || Number.isNaN(at.getTime()))
    throw new HttpError(400, `runAt: ${M.scheduleRequired}`, [{ field: 'runAt', message: M.scheduleRequired }]);
  if (at <= now) throw new HttpError(400, `runAt: ${M.schedulePast}`, [{ field: 'runAt', message: M.schedulePast }]);
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
  if (fields.source === 'FILTER_CONDITION')
    throw new HttpError(400, `source: ${M.ruleNotFile}`, [{ field: 'source', message: M.ruleNotFile }]);
  const runAt = runAtOf(fields, new Date());
  const checked = checkBulkRows(fields.updateType, file.table);
  if (checked.problems)
    throw new HttpError(
      400,
      M.fileRefused,
      checked.problems.map((p) => ({ field: `row ${p.row}`, message: p.message })),
    );
  const id = await inTransaction(db, async (trx) => {
    const created = await repo.insertUpdate(
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

export async function listUpdates(
  db: Db,
  query: { index: number; pageSize: number; updateType?: BulkUpdateType; status?: string },
): Promise<Page<BulkUpdate>> {
  const { skip, take } = toSkipTake(query.index, query.pageSize);
  const status = query.status === undefined ? undefined : (Number(query.status) as BulkUpdateStatus);
  const { rows, total } = await repo.listUpdates(db, { updateType: query.updateType, status }, skip, take);
  return { records: rows.map(toBulkUpdate), totalRecords: total };
}

export async function findUpdate(db: Db, id: number): Promise<BulkUpdate | undefined> {
  const row = await repo.findUpdate(db, id);
  return row && toBulkUpdate(row);
}

/** Ids of updates a stopped process left PROCESSING: their runs are queued again on start. */
export const interruptedUpdates = (db: Db) => repo.processingIds(db);

/**
 * Runs an update: a slice of its pending rows at a time, each slice's changes and outcomes in one
 * transaction, so a run stopped anywhere (a crash, a restart) resumes at the first row without an
 * outcome and applies no row twice. An update by rule chooses its rows first when it has none yet
 * (a scheduled one: the products its rule covers at its time). `onProgress` hears the counts after each slice. A run of an
 * update already ended does nothing.
 */
export async function runUpdate(db: Db, id: number, timeZone: string, onProgress: (update: BulkUpdate) => void): Promise<void> {
  await inBackground(async () => {
    const update = await repo.findUpdate(db, id);
    if (!update || !(await repo.markStarted(db, id))) return;
    if (!update.rows_chosen) {
      const refused = await chooseRows(db, id);
      if (refused) await repo.markFailed(db, id, refused);
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
    const finished = await repo.finishIfDone(db, id);
    if (finished) onProgress(toBulkUpdate(finished));
  });
}

/** Marks an update FAILED (its run failed past its retries), with the reason staff see. */
export async function failUpdate(db: Db, id: number, failure: string): Promise<BulkUpdate | undefined> {
  await repo.markFailed(db, id, failure);
  return findUpdate(db, id);
}

/** The result file: every row of the update as it was sent, with its outcome and message. */
export async function resultCsv(db: Db, id: number): Promise<{ fileName: string; csv: string }> {
  const update = await repo.findUpdate(db, id);
  if (!update) throw new HttpError(404, 'No such update');
  const columns = BULK_UPDATE_COLUMNS[update.update_type];
  const lines: string[][] = [['row', ...columns, 'result', 'message']];
  for (let after = 0; ;) {
    const page = await repo.rowsPage(db, id, after, 5000);
    if (!page.length) break;
    for (const r of page) lines.push([String(r.row_no), ...columns.map((c) => r.data[c] ?? ''), OUTCOME[r.outcome ?? 0], r.message ?? '']);
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
