import { ENCODER_DESIGNATIONS, QUEUE_DAYS, queueNameOf, type QueueKind } from '../../../src/domain/activation/constants.ts';
import { ACTIVATION_MESSAGES as M } from '../../../src/domain/activation/messages.ts';
import type { Encoder, QueueDay, QueueFilter } from '../../../src/domain/activation/queues.ts';
import { dayRange, today } from '../../../src/domain/day-bounds.ts';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import type { Actor } from '../../shared/actor.ts';
import * as lookups from '../catalogue/lookups.service.ts';
import * as candidates from '../catalogue/queue-candidates.service.ts';
import * as users from '../users/users.service.ts';
import * as repo from './queue.repository.ts';
import type { CountChange, Worker } from './queue.service.ts';

/**
 * (Re)generates the kind's global queue: every product of the kind joins at the back (a Draft with
 * an open rejection stays out), and products that left the kind and nobody holds are dropped.
 */
export async function generateGlobal(db: Db, kind: QueueKind, by: Actor): Promise<{ count: number; message: Msg; changed: CountChange }> {
  const pIds = await candidates.queueCandidates(db, kind);
  await inTransaction(db, async (trx) => {
    await repo.ensureGlobalQueue(trx, kind, by);
    await repo.addItems(trx, kind, pIds, by);
    await repo.pruneItems(trx, kind, pIds);
  });
  const count = await repo.countItems(db, kind, null);
  return { count, message: M.globalQueueGenerated(count), changed: { kind, owners: [] } };
}

/** Whether the filter panel chose anything (is-stock counts on the update and Arabic queues only; spec 001 §5). */
function chosen(filter: QueueFilter): boolean {
  const common = [filter.brandId, filter.createdBy, filter.encodedDate, filter.pid, filter.isTask].some((v) => v !== undefined);
  return common || (filter.filter !== 'ACTIVATION' && filter.isStock !== undefined);
}

/**
 * Generates the worker's custom queue of a kind from the filter panel, replacing the one they had.
 * Nothing chosen: 400 'Please select atleast one filter data!' (activation) or 'no filter'; nothing
 * matching: 404 'No data found' and no custom queue.
 */
export async function generateCustom(db: Db, filter: QueueFilter, worker: Worker, timeZone: string) {
  const kind = filter.filter;
  if (!chosen(filter)) {
    const message = kind === 'ACTIVATION' ? M.selectFilter : M.noFilter;
    throw new HttpError(400, message, [{ field: 'filter', message }]);
  }
  const days = filter.encodedDate ? dayRange(filter.encodedDate, timeZone) : undefined;
  const pIds = await candidates.queueCandidates(db, kind, {
    brandId: filter.brandId,
    createdBy: filter.createdBy,
    from: days?.from,
    to: days?.to,
    pId: filter.pid,
    hasStock: kind === 'ACTIVATION' ? undefined : filter.isStock,
  });
  const count = await inTransaction(db, async (trx) => {
    await repo.deleteCustomQueue(trx, kind, worker.userId);
    const members = await repo.addItems(trx, kind, pIds, worker, filter.isTask);
    if (members.length === 0) return 0;
    const queueId = await repo.insertCustomQueue(trx, kind, worker.userId, { ...filter }, worker);
    await repo.addCustomItems(trx, queueId, kind, members);
    return members.length;
  });
  if (count === 0) throw new HttpError(404, M.noData);
  return { queueName: queueNameOf(kind, 'CUSTOM'), count, message: M.customQueueGenerated(count) };
}

/** Deletes the worker's custom queue (switch to global). */
export async function deleteCustom(db: Db, kind: QueueKind, worker: Worker): Promise<void> {
  await repo.deleteCustomQueue(db, kind, worker.userId);
}

/** The Days filter: the last QUEUE_DAYS days of the deployment's zone, today first (noday: days ago). */
export function queueDays(timeZone: string, now = new Date()): QueueDay[] {
  const [y, m, d] = today(timeZone, now).split('-').map(Number);
  return Array.from({ length: QUEUE_DAYS }, (_, noday) => ({
    createdate: new Date(Date.UTC(y!, m! - 1, d! - noday)).toISOString().slice(0, 10),
    noday,
  }));
}

/** The Encoded By filter: users with designation 51 or 14 (spec 001 §6). */
export async function encoders(db: Db): Promise<Encoder[]> {
  const rows = await users.usersWithDesignations(db, ENCODER_DESIGNATIONS);
  return rows.map((r) => ({ UserID: r.id, FirstName: r.first_name, LastName: r.last_name }));
}

/** The Brands filter: every active brand. */
export async function brands(db: Db) {
  return (await lookups.brands(db, { index: 1, pageSize: 10_000 })).records;
}
