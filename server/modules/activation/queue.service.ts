import {
  LEASE_SECONDS,
  SKIP_HOLD_SECONDS,
  splitQueueName,
  type QueueKind,
  type QueueName,
} from '../../../src/domain/activation/constants.ts';
import { ACTIVATION_MESSAGES as M } from '../../../src/domain/activation/messages.ts';
import type { QueueProduct, QueueReply } from '../../../src/domain/activation/queues.ts';
import { S } from '../../../src/domain/words/server-words.ts';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badField, conflict, type Words } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';
import * as images from '../catalogue/product-images.service.ts';
import * as products from '../catalogue/products.service.ts';
import * as candidates from '../catalogue/queue-candidates.service.ts';
import * as stock from '../stock/stock.service.ts';
import * as repo from './queue.repository.ts';
import * as reports from './reports.service.ts';

/** A user working a queue: who writes, and whose lease it is. */
export type Worker = Actor & { userId: number };

/** What changed a queue's count: its kind and the owners of custom queues that lost products. */
export interface CountChange {
  kind: QueueKind;
  owners: number[];
}

/** A reply with its message and the counts it changed. */
export interface QueueAnswer {
  reply: QueueReply;
  message: Words;
  changed?: CountChange;
}

/** How many stale products (activated elsewhere) one hand-out drops before it gives up. */
const STALE_LIMIT = 50;

/**
 * The kinds whose global queue is known to exist, per database. A global queue, once generated, is
 * never deleted, so a yes is kept and the answers of the global queue read no queue row.
 */
const globalQueues = new WeakMap<Db, Set<QueueKind>>();

/** The queue a name means for the user: its id and whether it is a custom one; undefined when there is none. */
async function queueOf(db: Db, name: QueueName, userId: number): Promise<{ id: number | null; custom: boolean } | undefined> {
  const { kind, scope } = splitQueueName(name);
  if (scope === 'GLOBAL' && globalQueues.get(db)?.has(kind)) return { id: null, custom: false };
  const row = await repo.findQueue(db, kind, scope === 'CUSTOM' ? userId : null);
  if (!row) return undefined;
  if (scope === 'GLOBAL') globalQueues.set(db, (globalQueues.get(db) ?? new Set<QueueKind>()).add(kind));
  return { id: row.id, custom: scope === 'CUSTOM' };
}

/**
 * The product the worker holds in the kind's queues (its lease renewed; in a custom queue, if it is
 * one of the queue's), or the next one handed to them. A product that left the kind (activated in the wizard, deactivated) is dropped on the
 * way. `holdsNone`: the worker's product was just let go (a worker holds one per kind), so there is
 * no lease to renew. Each step is one statement, committed on its own: a lease is the row's, taken
 * with SKIP LOCKED, and needs no transaction around it. Two requests of one worker racing end with
 * one lease (a unique index): the loser tries again and finds the winner's.
 */
async function takeNext(db: Db, kind: QueueKind, worker: Worker, customQueueId: number | null, holdsNone: boolean) {
  for (let attempt = 0; ; attempt++) {
    try {
      const held = holdsNone && attempt === 0 ? undefined : await repo.renew(db, kind, worker.userId, LEASE_SECONDS, customQueueId);
      if (held) return { lease: held, dropped: [] as number[] };
      // A product held from the global queue goes back to it: the custom queue hands out its own.
      if (customQueueId !== null && !holdsNone) await repo.release(db, kind, worker.userId);
      const dropped: number[] = [];
      const stillCandidate = candidates.stillQueueCandidateSql(db, kind, 'activation_queue_items.p_id');
      for (let n = 0; n < STALE_LIMIT; n++) {
        const lease = await repo.claimNext(db, kind, worker.userId, customQueueId, LEASE_SECONDS, worker, stillCandidate);
        if (!lease) return { lease: undefined, dropped };
        if (lease.still) return { lease, dropped };
        await repo.removeItems(db, kind, [lease.p_id]);
        dropped.push(lease.p_id);
      }
      return { lease: undefined, dropped };
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 2) throw err;
    }
  }
}

/** The product view, images and stock of a product handed out (the view's read is the existence check). */
async function queueProduct(db: Db, pId: number, leaseExpires: Date): Promise<Omit<QueueProduct, 'taskIds'>> {
  const [product, pictures, items] = await Promise.all([
    products.requireProductDetails(db, pId),
    images.imagesOf(db, pId),
    stock.stockItemsOf(db, pId),
  ]);
  return { product, images: pictures, stock: items, leaseExpiresUtc: new Date(leaseExpires).toISOString() };
}

/** The queue's count as its header shows it. */
export async function countOf(db: Db, name: QueueName, userId: number): Promise<number> {
  const queue = await queueOf(db, name, userId);
  if (!queue) return 0;
  return repo.countItems(db, splitQueueName(name).kind, queue.custom ? queue.id : null);
}

/**
 * Runs `first` (what ends the product held: Activate, Skip, Reject; nothing when loading) and
 * answers the queue: the product the worker holds or the next free one, with the count. An empty
 * or missing custom queue answers the message after which the screen fetches the global one; a
 * global queue never generated answers 'no queue data'; one with nothing free, 'no items left'.
 */
async function answerAfter<T>(db: Db, name: QueueName, worker: Worker, first?: () => Promise<T>) {
  const { kind, scope } = splitQueueName(name);
  const done = first ? await first() : undefined;
  const queue = await queueOf(db, name, worker.userId);
  if (!queue) {
    const message = scope === 'CUSTOM' ? M.emptyCustomQueue : M.noQueueData;
    return { done, dropped: [] as number[], reply: { queueName: name, exists: false, count: 0, item: null } satisfies QueueReply, message };
  }
  const customId = queue.custom ? queue.id : null;
  const { lease, dropped } = await takeNext(db, kind, worker, customId, first !== undefined);
  const [product, { count, taskIds }] = await Promise.all([
    lease ? queueProduct(db, lease.p_id, lease.lease_expires_utc) : null,
    repo.countAndOpenTasks(db, kind, customId, lease?.p_id ?? null),
  ]);
  const item = product && { ...product, taskIds };
  const message = item ? S('ok') : scope === 'CUSTOM' ? M.emptyCustomQueue : M.noItemsLeft;
  return { done, dropped, reply: { queueName: name, exists: true, count, item } satisfies QueueReply, message };
}

/** The counts an answer changed: `owners`' custom queues lost products, or stale products were dropped on the way. */
const changeOf = (kind: QueueKind, dropped: readonly number[], owners?: number[]): CountChange | undefined =>
  owners || dropped.length ? { kind, owners: owners ?? [] } : undefined;

/** Loads a queue (spec 001 §4): the product the worker holds or the next free one, with the count. */
export async function loadQueue(db: Db, name: QueueName, worker: Worker, lastChange?: CountChange): Promise<QueueAnswer> {
  const { kind } = splitQueueName(name);
  const { dropped, reply, message } = await answerAfter(db, name, worker);
  return { reply, message, changed: changeOf(kind, dropped, lastChange?.owners) };
}

/** The 409 of a product the worker no longer holds (someone else has it now, or it left the queue). */
const notYours = (pId: number) => conflict(M.notYours(pId), [{ field: 'pId', message: M.notYours(pId) }]);

/** Takes the held product out of the kind's queues (its lock held to the commit); 409 when the worker no longer holds it. */
async function removeHeldOr409(trx: Db, kind: QueueKind, pId: number, worker: Worker): Promise<number[]> {
  const owners = await repo.removeHeldItem(trx, kind, pId, worker.userId);
  if (!owners) throw notYours(pId);
  return owners;
}

const badQueue = (name: QueueName, action: 'activate' | 'reject') =>
  badField('queueName', action === 'activate' ? M.activateNotOffered(name) : M.rejectNotOffered(name));

/**
 * Activate (spec 001 §4): status and approval a (the Arabic queue: Arabic status a), recorded for
 * the reports, out of every queue of the kind; then the next product.
 */
export async function activate(db: Db, name: QueueName, pId: number, worker: Worker): Promise<QueueAnswer> {
  const { kind } = splitQueueName(name);
  if (kind === 'UPDATE') throw badQueue(name, 'activate');
  const lang = kind === 'AR-ACTIVATION' ? 'AR' : 'ENG';
  const company = await reports.activationCompany(db, worker.userId);
  const next = await answerAfter(db, name, worker, () =>
    inTransaction(db, async (trx) => {
      const owners = await removeHeldOr409(trx, kind, pId, worker);
      await candidates.activateFromQueue(trx, pId, lang, worker);
      await repo.recordActivation(trx, pId, company, lang, worker);
      return owners;
    }),
  );
  return { reply: next.reply, message: M.activated, changed: changeOf(kind, next.dropped, next.done) };
}

/**
 * Skip and Next: the product goes to the back, kept from this worker for a while; then the next
 * one. A product the worker's work took out of its kind (the studio's pictures taken into the
 * website's images) leaves the queue instead, so the counts drop at once.
 */
export async function skip(db: Db, name: QueueName, pId: number, worker: Worker): Promise<QueueAnswer> {
  const { kind } = splitQueueName(name);
  const next = await answerAfter(db, name, worker, async () => {
    if (!(await candidates.stillQueueCandidates(db, kind, [pId])).has(pId))
      return inTransaction(db, (trx) => removeHeldOr409(trx, kind, pId, worker));
    // One statement: the held check is the update itself.
    if (!(await repo.skipHeld(db, kind, pId, worker.userId, SKIP_HOLD_SECONDS, worker))) throw notYours(pId);
    return undefined;
  });
  // With nothing left to hand out, the queue's own message says why (spec 001 §8).
  return { reply: next.reply, message: next.reply.item ? M.skipped : next.message, changed: changeOf(kind, next.dropped, next.done) };
}

/** Takes a held product out of the activation queue inside `work`'s transaction (Reject), then hands out the next. */
export async function removeHeld(
  db: Db,
  name: QueueName,
  pId: number,
  worker: Worker,
  work: (trx: Db) => Promise<void>,
): Promise<QueueAnswer> {
  const { kind } = splitQueueName(name);
  if (kind !== 'ACTIVATION') throw badQueue(name, 'reject');
  const next = await answerAfter(db, name, worker, () =>
    inTransaction(db, async (trx) => {
      const owners = await removeHeldOr409(trx, kind, pId, worker);
      await work(trx);
      return owners;
    }),
  );
  return { reply: next.reply, message: next.message, changed: changeOf(kind, next.dropped, next.done) };
}

/** Puts a product back at the back of the activation queue (a fixed rejection), if it is still a Draft. */
export async function requeue(db: Db, pId: number, by: Actor): Promise<boolean> {
  if (!(await candidates.stillQueueCandidates(db, 'ACTIVATION', [pId])).has(pId)) return false;
  const added = await repo.addItems(db, 'ACTIVATION', [pId], by);
  return added.includes(pId);
}

/** Lets go of what a worker holds (signing out, closing the queue): the product is free at once. */
export const release = (db: Db, kind: QueueKind, userId: number) => repo.release(db, kind, userId);
