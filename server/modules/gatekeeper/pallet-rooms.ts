import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { countsVersion, palletNoSchema, type RoomJoinAnswer } from '../../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES as M } from '../../../src/domain/gatekeeper/messages.ts';
import type { Language } from '../../../src/domain/constants.ts';
import { levelOnPage, levelSatisfies } from '../../../src/domain/navigation/menu-rules.ts';
import { spoken } from '../../plugins/words.ts';
import { fieldProblem } from './answer-words.ts';
import * as users from '../users/users.service.ts';
import { deviceRead, PALLET_EVENTS, palletRoom } from './context.ts';
import * as pallets from './pallets.service.ts';

/** Whether the socket's user may read the gatekeeper: the same rule as its routes' `deviceRead`. */
async function mayRead(app: FastifyInstance, socket: Socket): Promise<boolean> {
  const account = await users.activeAccount(app.db, socket.data.userId as number);
  if (!account) return false;
  return levelSatisfies(levelOnPage(account.user.is_admin, account.grants, deviceRead.page), deviceRead.level);
}

/** The language the socket's client chose (its handshake): what its acks are said in. */
const languageOf = (socket: Socket): Language => (socket.data as { language?: Language }).language ?? 'en';

/**
 * Joins the pallet's room and answers its counts, a refusal in the socket's language. The socket joins before the counts are read,
 * so a write committed in between reaches it as a room message with a newer version: whatever
 * order the two arrive in, the device keeps the newer (countsVersion).
 */
export async function joinPalletRoom(app: FastifyInstance, socket: Socket, raw: unknown): Promise<RoomJoinAnswer> {
  const lng = languageOf(socket);
  const parsed = palletNoSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, ...fieldProblem('palletNo', parsed.error.issues[0] ?? {}, lng) };
  if (!(await mayRead(app, socket))) return { ok: false, ...spoken(AUTH_MESSAGES.forbidden, lng) };
  const palletNo = parsed.data;
  await socket.join(palletRoom(palletNo));
  const pallet = await pallets.findPallet(app.db, palletNo);
  if (!pallet) {
    await socket.leave(palletRoom(palletNo));
    return { ok: false, ...spoken(M.unknownPallet(palletNo), lng) };
  }
  const counts = pallets.countsOf(pallet);
  return { ok: true, palletNo, counts, version: countsVersion(counts) };
}

/** The pallet rooms of the realtime socket: join (answered with the counts) and leave. */
export function palletRooms(app: FastifyInstance): void {
  app.io.on('connection', (socket) => {
    socket.on(PALLET_EVENTS.join, (palletNo: unknown, ack?: unknown) => {
      joinPalletRoom(app, socket, palletNo)
        .catch((err: unknown): RoomJoinAnswer => {
          app.log.error({ err }, 'pallet room join failed');
          return { ok: false, ...spoken(M.unexpected, languageOf(socket)) };
        })
        .then((answer) => typeof ack === 'function' && ack(answer))
        .catch(() => undefined);
    });
    socket.on(PALLET_EVENTS.leave, (palletNo: unknown, ack?: unknown) => {
      const parsed = palletNoSchema.safeParse(palletNo);
      if (parsed.success) void socket.leave(palletRoom(parsed.data));
      if (typeof ack === 'function') ack({ ok: true });
    });
  });
}
