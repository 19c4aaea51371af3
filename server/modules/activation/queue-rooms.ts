import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { QUEUE_NAMES, queueNameOf, splitQueueName, type QueueKind, type QueueName } from '../../../src/domain/activation/constants.ts';
import { ACTIVATION_MESSAGES as M } from '../../../src/domain/activation/messages.ts';
import { ACTIVATION_REJECTION_PAGE, PRODUCT_ACTIVATION_PAGE, QUEUE_EVENTS } from '../../../src/domain/activation/paths.ts';
import { PID_ACTIVATION_DETAILS_PAGE, PRODUCT_ACTIVATION_REPORT_PAGE } from '../../../src/domain/activation/reports.ts';
import { PRODUCT_UPDATE_PAGE } from '../../../src/domain/activation/update-paths.ts';
import { levelOnPage, levelSatisfies } from '../../../src/domain/navigation/menu-rules.ts';
import type { Language } from '../../../src/domain/constants.ts';
import { announceListChange } from '../../plugins/list-feed.ts';
import { say } from '../../plugins/words.ts';
import * as users from '../users/users.service.ts';
import * as queue from './queue.service.ts';
import type { CountChange } from './queue.service.ts';

/** The room of a queue: one per kind's global queue, one per user's custom queue. */
export const queueRoom = (name: QueueName, userId: number) =>
  splitQueueName(name).scope === 'GLOBAL' ? `queue:${name}` : `queue:${name}:${userId}`;

/** How long a burst of changes to one queue is gathered before its count is read and sent once. */
const GATHER_MS = 100;

export type QueueJoinAnswer = { ok: true; queueName: QueueName; count: number } | { ok: false; message: string };

/**
 * Live counts (spec 001 §2 header count; DESIGN.md §6): each queue has a room; after a change its
 * count is read once per burst and sent to the room, so ten colleagues activating at once cost a
 * few counts a second, not one per activation per watcher.
 */
export class QueueCounts {
  readonly #pending = new Map<string, { name: QueueName; userId: number }>();
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly app: FastifyInstance) {}

  /** Notes a change; the counts go out after GATHER_MS. */
  changed(change: CountChange | undefined): void {
    if (!change) return;
    // The queue's page and the reports of the activations list the same products (live lists).
    const pages = [pageOf(change.kind), PRODUCT_ACTIVATION_REPORT_PAGE, PID_ACTIVATION_DETAILS_PAGE];
    if (change.kind === 'ACTIVATION') pages.push(ACTIVATION_REJECTION_PAGE);
    for (const page of pages) announceListChange(this.app, page, 'queue-item');
    this.#add(queueNameOf(change.kind, 'GLOBAL'), 0);
    for (const owner of change.owners) this.#add(queueNameOf(change.kind, 'CUSTOM'), owner);
    this.#timer ??= setTimeout(() => void this.#flush(), GATHER_MS);
  }

  #add(name: QueueName, userId: number) {
    this.#pending.set(queueRoom(name, userId), { name, userId });
  }

  async #flush(): Promise<void> {
    this.#timer = undefined;
    const rooms = [...this.#pending.entries()];
    this.#pending.clear();
    for (const [room, { name, userId }] of rooms) {
      try {
        const count = await queue.countOf(this.app.db, name, userId);
        this.app.io.to(room).emit(QUEUE_EVENTS.count, { queueName: name, count });
      } catch (err) {
        this.app.log.error({ err, room }, 'queue count failed');
      }
    }
  }

  stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}

/** The page a queue's room is read on: the activation page for its queues, the update page for the others. */
const pageOf = (kind: QueueKind) => (kind === 'ACTIVATION' ? PRODUCT_ACTIVATION_PAGE : PRODUCT_UPDATE_PAGE);

/** The socket's language: what its acks say is in the language the client chose at the handshake. */
const languageOf = (socket: Socket) => socket.data.language as Language | undefined;

async function join(app: FastifyInstance, socket: Socket, raw: unknown): Promise<QueueJoinAnswer> {
  const name = (raw as { queueName?: unknown } | null)?.queueName;
  if (typeof name !== 'string' || !(QUEUE_NAMES as readonly string[]).includes(name)) {
    return { ok: false, message: say(M.invalidQueue, languageOf(socket)) };
  }
  const queueName = name as QueueName;
  const userId = socket.data.userId as number;
  const account = await users.activeAccount(app.db, userId);
  const level = account ? levelOnPage(account.user.is_admin, account.grants, pageOf(splitQueueName(queueName).kind)) : null;
  if (!account || !levelSatisfies(level, 'L1')) return { ok: false, message: say(AUTH_MESSAGES.forbidden, languageOf(socket)) };
  // Joined before the count is read: a change in between reaches the socket as a room message.
  await socket.join(queueRoom(queueName, userId));
  return { ok: true, queueName, count: await queue.countOf(app.db, queueName, userId) };
}

/** The queue rooms of the realtime socket: join (answered with the count) and leave. */
export function queueRooms(app: FastifyInstance): void {
  app.io.on('connection', (socket) => {
    socket.on(QUEUE_EVENTS.join, (payload: unknown, ack?: unknown) => {
      join(app, socket, payload)
        .catch((err: unknown): QueueJoinAnswer => {
          app.log.error({ err }, 'queue room join failed');
          return { ok: false, message: say(M.joinFailed, languageOf(socket)) };
        })
        .then((answer) => typeof ack === 'function' && ack(answer))
        .catch(() => undefined);
    });
    socket.on(QUEUE_EVENTS.leave, (payload: unknown, ack?: unknown) => {
      const name = (payload as { queueName?: unknown } | null)?.queueName;
      if (typeof name === 'string' && (QUEUE_NAMES as readonly string[]).includes(name)) {
        void socket.leave(queueRoom(name as QueueName, socket.data.userId as number));
      }
      if (typeof ack === 'function') ack({ ok: true });
    });
  });
}
