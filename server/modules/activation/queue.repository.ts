import { sql, type RawBuilder } from 'kysely';
import type { QueueKind } from '../../../src/domain/activation/constants.ts';
import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import { authoredColumns, updatedColumns } from '../../shared/audit-columns.ts';
import { runPrepared } from '../../db/prepared.ts';

/** A lease held: the product and until when. */
export interface Lease {
  p_id: number;
  lease_expires_utc: Date;
}

/** The global queue's row of a kind, or the user's custom queue of it. */
export function findQueue(db: Db, kind: QueueKind, ownerId: number | null) {
  return db
    .selectFrom('activation_queues')
    .select(['id', 'filter'])
    .where('kind', '=', kind)
    .where((eb) => (ownerId === null ? eb('owner_id', 'is', null) : eb('owner_id', '=', ownerId)))
    .executeTakeFirst();
}

/** Creates the global queue's row of a kind if it has none. */
export async function ensureGlobalQueue(db: Db, kind: QueueKind, by: Actor): Promise<void> {
  await sql`insert into activation_queues (kind, owner_id, created_by, created_name, updated_by, updated_name)
    values (${kind}, null, ${by.userId}, ${by.name}, ${by.userId}, ${by.name})
    on conflict (kind) where owner_id is null do nothing`.execute(db);
}

/** Deletes a user's custom queue of a kind (its members go with it); answers whether there was one. */
export async function deleteCustomQueue(db: Db, kind: QueueKind, ownerId: number): Promise<boolean> {
  const rows = await db.deleteFrom('activation_queues').where('kind', '=', kind).where('owner_id', '=', ownerId).returning('id').execute();
  return rows.length > 0;
}

export async function insertCustomQueue(db: Db, kind: QueueKind, ownerId: number, filter: Record<string, unknown>, by: Actor) {
  const row = await db
    .insertInto('activation_queues')
    .values({ kind, owner_id: ownerId, filter: JSON.stringify(filter), ...authoredColumns(by) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Adds products to the kind's queue at its back, in the order given; a product with an open
 * activation rejection stays out until it is fixed, and with `withTask` only products with (true)
 * or without (false) an open task go in. Answers the pIds now in the queue of those given.
 */
export async function addItems(db: Db, kind: QueueKind, pIds: readonly number[], by: Actor, withTask?: boolean): Promise<number[]> {
  if (pIds.length === 0) return [];
  const task =
    withTask === undefined
      ? sql`true`
      : sql`${withTask ? sql`` : sql`not`} exists (select 1 from activation_tasks t where t.p_id = c.p and t.status = 'OPEN')`;
  const rejected =
    kind === 'ACTIVATION'
      ? sql`not exists (select 1 from activation_rejections r where r.p_id = c.p and r.fixed_date_utc is null)`
      : sql`true`;
  const chosen = sql`select c.p from unnest(${[...pIds]}::int[]) with ordinality as c(p, n) where ${rejected} and ${task} order by c.n`;
  await sql`insert into activation_queue_items (kind, p_id, created_by, created_name, updated_by, updated_name)
    select ${kind}::text, x.p, ${by.userId}::int, ${by.name}::text, ${by.userId}::int, ${by.name}::text from (${chosen}) x
    on conflict (kind, p_id) do nothing`.execute(db);
  const rows = await sql<{ p_id: number }>`select i.p_id from activation_queue_items i
    where i.kind = ${kind} and i.p_id in (${chosen})`.execute(db);
  return rows.rows.map((r) => r.p_id);
}

/** Drops the kind's products that are no longer candidates and nobody holds. */
export async function pruneItems(db: Db, kind: QueueKind, keep: readonly number[]): Promise<void> {
  await sql`delete from activation_queue_items where kind = ${kind} and lease_user_id is null
    and not (p_id = any(${[...keep]}::int[]))`.execute(db);
}

export async function addCustomItems(db: Db, queueId: number, kind: QueueKind, pIds: readonly number[]): Promise<void> {
  if (pIds.length === 0) return;
  await sql`insert into activation_custom_items (queue_id, kind, p_id)
    select ${queueId}::int, ${kind}::text, p from unnest(${[...pIds]}::int[]) as p on conflict do nothing`.execute(db);
}

/** The count of the kind's global queue (the sum of its counter rows), or of a custom queue (its row). */
const countQuery = (kind: QueueKind, customQueueId: number | null) =>
  customQueueId === null
    ? sql<number>`(select coalesce(sum(item_count), 0) from activation_queue_counts where kind = ${kind})`
    : sql<number>`(select coalesce(max(item_count), 0) from activation_queues where id = ${customQueueId})`;

/**
 * How many products wait in the kind's global queue, or in a custom queue: counts kept by triggers
 * as items come and go (migration 0024), so no answer counts the queue's rows.
 */
export async function countItems(db: Db, kind: QueueKind, customQueueId: number | null): Promise<number> {
  const query = sql<{ n: number }>`select ${countQuery(kind, customQueueId)} as n`;
  const rows = await runPrepared<{ n: number }>(db, `activation_count_${customQueueId === null ? 'global' : 'custom'}`, query.compile(db));
  return Number(rows[0]?.n ?? 0);
}

/** A queue's count and the open tasks of a product (the task icons), read together for an answer of the queue. */
export async function countAndOpenTasks(db: Db, kind: QueueKind, customQueueId: number | null, pId: number | null) {
  const query = sql<{ n: number; task_ids: number[] | null }>`select ${countQuery(kind, customQueueId)} as n,
    (select array_agg(t.id order by t.id) from activation_tasks t where t.p_id = ${pId} and t.status = 'OPEN') as task_ids`;
  const name = `activation_count_tasks_${customQueueId === null ? 'global' : 'custom'}`;
  const rows = await runPrepared<{ n: number; task_ids: number[] | null }>(db, name, query.compile(db));
  return { count: Number(rows[0]?.n ?? 0), taskIds: (rows[0]?.task_ids ?? []).map(Number) };
}

/** The product the user holds in the kind's queues, if any (held, even if its time ran out, until someone else takes it). */
export function heldBy(db: Db, kind: QueueKind, userId: number): Promise<Lease | undefined> {
  return db
    .selectFrom('activation_queue_items')
    .select(['p_id', 'lease_expires_utc'])
    .where('kind', '=', kind)
    .where('lease_user_id', '=', userId)
    .executeTakeFirst() as Promise<Lease | undefined>;
}

/**
 * Gives the user's held product of the kind a fresh lease; with `customQueueId`, only if the product
 * belongs to that custom queue (one held from the global queue is not the custom queue's to show).
 */
export async function renew(
  db: Db,
  kind: QueueKind,
  userId: number,
  seconds: number,
  customQueueId: number | null = null,
): Promise<Lease | undefined> {
  const query = db
    .updateTable('activation_queue_items')
    .set({ lease_expires_utc: sql`now() + make_interval(secs => ${seconds})` })
    .where('kind', '=', kind)
    .where('lease_user_id', '=', userId)
    .$if(customQueueId !== null, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('activation_custom_items as c')
            .select('c.p_id')
            .whereRef('c.p_id', '=', 'activation_queue_items.p_id')
            .where('c.kind', '=', kind)
            .where('c.queue_id', '=', customQueueId!),
        ),
      ),
    )
    .returning(['p_id', 'lease_expires_utc']);
  return (await runPrepared<Lease>(db, customQueueId === null ? 'activation_renew' : 'activation_renew_custom', query.compile()))[0];
}

/** Lets go of whatever the user holds of the kind. */
export async function release(db: Db, kind: QueueKind, userId: number): Promise<void> {
  await db
    .updateTable('activation_queue_items')
    .set({ lease_user_id: null, lease_expires_utc: null })
    .where('kind', '=', kind)
    .where('lease_user_id', '=', userId)
    .execute();
}

/** A lease handed out, and whether its product still belongs to the queue (`stillCandidate`, checked in the same statement). */
export interface Claim extends Lease {
  still: boolean;
}

/**
 * Hands the user the first free product of the queue: not held (or its lease ran out) and not
 * skipped by them lately. One statement: the sub-select walks (kind, rank) and locks the row it
 * takes with SKIP LOCKED, so colleagues asking at the same moment step over it to the next; it
 * answers with `stillCandidate` (the catalogue's rule, as SQL on `activation_queue_items.p_id`).
 */
export async function claimNext(
  db: Db,
  kind: QueueKind,
  userId: number,
  customQueueId: number | null,
  seconds: number,
  by: Actor,
  stillCandidate: RawBuilder<boolean>,
): Promise<Claim | undefined> {
  const member =
    customQueueId === null
      ? sql``
      : sql`join activation_custom_items c on c.kind = i.kind and c.p_id = i.p_id and c.queue_id = ${customQueueId}`;
  const query = sql<Claim>`update activation_queue_items
    set lease_user_id = ${userId}, lease_expires_utc = now() + make_interval(secs => ${seconds}),
      updated_by = ${by.userId}, updated_name = ${by.name}, updated_date_utc = now()
    where kind = ${kind} and p_id = (
      select i.p_id from activation_queue_items i ${member}
      where i.kind = ${kind}
        and (i.lease_expires_utc is null or i.lease_expires_utc < now())
        and (i.skipped_by is null or i.skipped_by <> ${userId} or i.skipped_until_utc < now())
      order by i.rank
      limit 1
      for update of i skip locked)
    returning p_id, lease_expires_utc, ${stillCandidate} as still`;
  // Prepared: planning it cost about as much as running it. One text per kind and scope.
  return (await runPrepared<Claim>(db, `activation_claim_${kind}_${customQueueId === null ? 'global' : 'custom'}`, query.compile(db)))[0];
}

/**
 * Skip, if the user holds the product: it goes to the back of the queue, free for others and kept
 * from the skipper for a while. Answers whether they held it.
 */
export async function skipHeld(db: Db, kind: QueueKind, pId: number, userId: number, holdSeconds: number, by: Actor): Promise<boolean> {
  const rows = await db
    .updateTable('activation_queue_items')
    .set({
      lease_user_id: null,
      lease_expires_utc: null,
      skipped_by: userId,
      skipped_until_utc: sql`now() + make_interval(secs => ${holdSeconds})`,
      rank: sql`nextval('activation_queue_rank')`,
      ...updatedColumns(by),
    })
    .where('kind', '=', kind)
    .where('p_id', '=', pId)
    .where('lease_user_id', '=', userId)
    .returning('p_id');
  return (await runPrepared(db, 'activation_skip_held', rows.compile())).length > 0;
}

/**
 * Takes products out of the kind's queue (and every custom queue); answers the owners of custom
 * queues that held them. One statement: its select reads the custom members as they were before
 * the delete, whose cascade takes them.
 */
export async function removeItems(db: Db, kind: QueueKind, pIds: readonly number[]): Promise<number[]> {
  if (pIds.length === 0) return [];
  const owners = await sql<{ owner_id: number }>`with gone as (
      delete from activation_queue_items where kind = ${kind} and p_id = any(${[...pIds]}::int[]) returning p_id)
    select distinct q.owner_id from activation_custom_items c join activation_queues q on q.id = c.queue_id
    where c.kind = ${kind} and q.owner_id is not null and c.p_id in (select p_id from gone)`.execute(db);
  return owners.rows.map((o) => o.owner_id);
}

/**
 * Takes the product out of the kind's queues if the user holds it: answers the owners of custom
 * queues that held it, or undefined when the user does not hold it (someone else took it).
 */
export async function removeHeldItem(db: Db, kind: QueueKind, pId: number, userId: number): Promise<number[] | undefined> {
  const query = sql<{ owner_id: number | null }>`with gone as (
      delete from activation_queue_items where kind = ${kind} and p_id = ${pId} and lease_user_id = ${userId} returning p_id)
    select q.owner_id from gone
    left join activation_custom_items c on c.kind = ${kind} and c.p_id = gone.p_id
    left join activation_queues q on q.id = c.queue_id`;
  const rows = await runPrepared<{ owner_id: number | null }>(db, 'activation_remove_held', query.compile(db));
  if (rows.length === 0) return undefined;
  return [...new Set(rows.flatMap((r) => (r.owner_id === null ? [] : [r.owner_id])))];
}

export async function recordActivation(db: Db, pId: number, company: string, lang: 'ENG' | 'AR', by: Actor): Promise<void> {
  await db
    .insertInto('product_activations')
    .values({ p_id: pId, company, lang, ...authoredColumns(by) })
    .execute();
}
