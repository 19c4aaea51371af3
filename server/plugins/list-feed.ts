import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages.ts';
import type { Language } from '../../src/domain/constants.ts';
import {
  CATCH_UP_MS,
  LIST_EVENTS,
  listJoinSchema,
  listRoom,
  pagesShowing,
  type ListChanged,
  type ListJoinAnswer,
} from '../../src/domain/lists/live.ts';
import { S } from '../../src/domain/words/server-words.ts';
import { changesSince, changesWithin, newestChangeId } from '../db/records/change-feed.ts';
import { say } from './words.ts';

/**
 * Live lists (docs/adding-a-screen.md §11): a socket joins the room of a page it holds, and hears
 * `list:changed` when rows of that page change. Tracked writes are found in the change log, which
 * every instance reads itself (so the event goes to this instance's sockets only); writes the log
 * does not keep are announced by their services (announceListChange) through the shared adapter.
 */
export interface ListFeedOptions {
  /** Whether the user holds L1 on the page (app.ts asks the users module). */
  mayRead: (userId: number, page: string) => Promise<boolean>;
  /** How often the change log is read while a list is watched here. */
  pollMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    listFeed: ListFeed;
  }
}

const POLL_MS = 300;
const ANNOUNCE_MS = 200;
const BATCH = 500;
// An id skipped by a newer committed one belongs to a transaction still open (or rolled back):
// looked for again until it is this old.
const GAP_MS = 10_000;
const MAX_GAPS = 2_000;
// A write's log time is its transaction's start, and the client's age starts at its request: both
// are widened by this much when a join asks what changed since its rows were read.
const CATCH_UP_SLACK_MS = 2_000;

interface Pending {
  ids: Set<string>;
  actions: Set<string>;
}

/** Gathers changes by page and entity: one event per pair per read (or announcement burst). */
class Changes {
  readonly byRoom = new Map<string, Map<string, Pending>>();

  add(page: string, entity: string, id: string | undefined, action: string): void {
    const entities = this.byRoom.get(page) ?? new Map<string, Pending>();
    this.byRoom.set(page, entities);
    const pending = entities.get(entity) ?? { ids: new Set(), actions: new Set() };
    entities.set(entity, pending);
    if (id !== undefined) pending.ids.add(id);
    pending.actions.add(action);
  }

  *events(): Generator<ListChanged> {
    for (const [page, entities] of this.byRoom)
      for (const [entity, { ids, actions }] of entities) yield { page, entity, ids: [...ids], actions: [...actions] };
  }
}

export class ListFeed {
  #highest: number | null = null;
  readonly #gaps = new Map<number, number>();
  #timer: NodeJS.Timeout | undefined;
  #reading = false;
  #announced = new Changes();
  #announceTimer: NodeJS.Timeout | undefined;
  // When each page was last announced here (announcements are not in the log).
  readonly #announcedAt = new Map<string, number>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly pollMs: number,
  ) {}

  /** Starts reading the log (from its newest entry) when this instance had no watched list. */
  async wake(): Promise<void> {
    if (this.#timer) return;
    await this.#startFromNewest();
    this.#timer ??= setInterval(() => void this.#read(), this.pollMs);
  }

  async #startFromNewest(): Promise<void> {
    this.#highest = await newestChangeId(this.app.db);
    this.#gaps.clear();
  }

  #watched(): boolean {
    for (const room of this.app.io.of('/').adapter.rooms.keys()) if (room.startsWith(listRoom(''))) return true;
    return false;
  }

  async #read(): Promise<void> {
    if (this.#reading) return;
    if (!this.#watched()) return this.#sleep();
    this.#reading = true;
    try {
      let full = true;
      while (full) full = (await this.#readBatch()) === BATCH;
    } catch (err) {
      this.app.log.error({ err }, 'list feed could not read the change log');
    } finally {
      this.#reading = false;
    }
  }

  /** Reads the entries after the newest seen, and those skipped while their transaction was open. */
  async #readBatch(): Promise<number> {
    const rows = await changesSince(this.app.db, this.#highest ?? 0, [...this.#gaps.keys()], BATCH);
    const changes = new Changes();
    const now = Date.now();
    for (const row of rows) {
      const id = Number(row.id);
      if (this.#gaps.delete(id) === false && id > (this.#highest ?? 0)) {
        for (let missing = (this.#highest ?? 0) + 1; missing < id && this.#gaps.size < MAX_GAPS; missing++) this.#gaps.set(missing, now);
        this.#highest = id;
      }
      for (const page of pagesShowing(row.entity, row.page)) changes.add(page, row.entity, row.entity_id, row.action);
    }
    for (const [id, since] of this.#gaps) if (now - since > GAP_MS) this.#gaps.delete(id);
    for (const event of changes.events()) this.app.io.local.to(listRoom(event.page)).emit(LIST_EVENTS.changed, event);
    return rows.length;
  }

  #sleep(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** Notes a change the log does not keep; the page's room hears it, on every instance, after ANNOUNCE_MS. */
  announce(page: string, entity: string, ids: readonly (string | number)[]): void {
    this.#announcedAt.set(page, Date.now());
    if (ids.length === 0) this.#announced.add(page, entity, undefined, 'update');
    for (const id of ids) this.#announced.add(page, entity, String(id), 'update');
    this.#announceTimer ??= setTimeout(() => this.#flushAnnounced(), ANNOUNCE_MS);
  }

  #flushAnnounced(): void {
    this.#announceTimer = undefined;
    const gathered = this.#announced;
    this.#announced = new Changes();
    for (const event of gathered.events()) this.app.io.to(listRoom(event.page)).emit(LIST_EVENTS.changed, event);
  }

  /**
   * Whether rows of `page` changed in the last `age` ms (a list joining its room after loading):
   * tracked writes by the log, announcements by what this instance announced.
   */
  async changedWithin(page: string, age: number): Promise<boolean> {
    const window = age + CATCH_UP_SLACK_MS;
    if (window >= CATCH_UP_MS) return true;
    if (Date.now() - (this.#announcedAt.get(page) ?? 0) <= window) return true;
    const rows = await changesWithin(this.app.db, window, BATCH);
    if (rows.length === BATCH) return true;
    return rows.some((row) => pagesShowing(row.entity, row.page).includes(page));
  }

  stop(): void {
    this.#sleep();
    clearTimeout(this.#announceTimer);
    this.#announceTimer = undefined;
  }
}

/**
 * Tells the lists of `page` that rows changed in a write the change log does not keep (a scan, a
 * queue action, a job's progress). Bursts are gathered per page; the event names no record data.
 */
export function announceListChange(app: FastifyInstance, page: string, entity = '', ids: readonly (string | number)[] = []): void {
  if (app.hasDecorator('listFeed')) app.listFeed.announce(page, entity, ids);
}

async function join(app: FastifyInstance, options: ListFeedOptions, socket: Socket, raw: unknown): Promise<ListJoinAnswer> {
  const language = (socket.data.language as Language | undefined) ?? 'en';
  const parsed = listJoinSchema.safeParse(raw);
  if (!parsed.success || !(await options.mayRead(socket.data.userId as number, parsed.data.page)))
    return { ok: false, message: say(AUTH_MESSAGES.forbidden, language) };
  // Reading starts from the newest entry before the socket is told it is in: a write after the ack is heard.
  await app.listFeed.wake();
  await socket.join(listRoom(parsed.data.page));
  // A write between the list's read and this join was not heard: the answer says so.
  const { page, age } = parsed.data;
  return { ok: true, stale: age !== undefined && (await app.listFeed.changedWithin(page, age)) };
}

async function listFeedPlugin(app: FastifyInstance, options: ListFeedOptions) {
  const feed = new ListFeed(app, options.pollMs ?? POLL_MS);
  app.decorate('listFeed', feed);
  app.addHook('onClose', async () => feed.stop());
  app.io.on('connection', (socket) => {
    socket.on(LIST_EVENTS.join, (payload: unknown, ack?: unknown) => {
      join(app, options, socket, payload)
        .catch((err: unknown): ListJoinAnswer => {
          app.log.error({ err }, 'list room join failed');
          return { ok: false, message: say(S('failed'), (socket.data.language as Language | undefined) ?? 'en') };
        })
        .then((answer) => typeof ack === 'function' && ack(answer))
        .catch(() => undefined);
    });
    socket.on(LIST_EVENTS.leave, (payload: unknown, ack?: unknown) => {
      const parsed = listJoinSchema.safeParse(payload);
      if (parsed.success) void socket.leave(listRoom(parsed.data.page));
      if (typeof ack === 'function') ack({ ok: true });
    });
  });
}

export default fp(listFeedPlugin, { name: 'list-feed', dependencies: ['realtime'] });
