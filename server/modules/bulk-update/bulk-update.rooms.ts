import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import type { BulkUpdate } from '../../../src/domain/bulk-update/contracts.ts';
import { BULK_UPDATE_EVENTS, BULK_UPDATE_ROOM } from '../../../src/domain/bulk-update/paths.ts';
import { levelOnPage, levelSatisfies } from '../../../src/domain/navigation/menu-rules.ts';
import type { Access } from '../../plugins/access.ts';
import * as users from '../users/users.service.ts';

/** Reading the updates (their list, their room) needs L1 on Bulk Update; queuing one needs L2. */
export const read = { page: '/apps/bulk-update', level: 'L1' } as const satisfies Access;
export const write: Access = { page: '/apps/bulk-update', level: 'L2' };

/** Tells everyone watching the list an update's new status and counts. */
export function emitProgress(app: FastifyInstance, update: BulkUpdate): void {
  app.io.to(BULK_UPDATE_ROOM).emit(BULK_UPDATE_EVENTS.progress, update);
}

/** The room of the list: a socket joins it (with L1 on the page) to hear every update's progress. */
export function bulkUpdateRoom(app: FastifyInstance): void {
  app.io.on('connection', (socket) => {
    socket.on(BULK_UPDATE_EVENTS.join, (ack?: unknown) => {
      const answer = async () => {
        const account = await users.activeAccount(app.db, socket.data.userId as number);
        if (!account || !levelSatisfies(levelOnPage(account.user.is_admin, account.grants, read.page), read.level))
          return { ok: false, message: AUTH_MESSAGES.forbidden };
        await socket.join(BULK_UPDATE_ROOM);
        return { ok: true };
      };
      answer()
        .catch((err: unknown) => {
          app.log.error({ err }, 'bulk update room join failed');
          return { ok: false, message: 'Could not follow the updates' };
        })
        .then((a) => typeof ack === 'function' && ack(a))
        .catch(() => undefined);
    });
    socket.on(BULK_UPDATE_EVENTS.leave, () => void socket.leave(BULK_UPDATE_ROOM));
  });
}
