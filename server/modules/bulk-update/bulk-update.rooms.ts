import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { BULK_UPDATE_MESSAGES as M } from '../../../src/domain/bulk-update/messages.ts';
import type { BulkUpdate } from '../../../src/domain/bulk-update/contracts.ts';
import { BULK_UPDATE_EVENTS, BULK_UPDATE_ROOM } from '../../../src/domain/bulk-update/paths.ts';
import { LANGUAGES, type Language } from '../../../src/domain/constants.ts';
import { levelOnPage, levelSatisfies } from '../../../src/domain/navigation/menu-rules.ts';
import type { Access } from '../../plugins/access.ts';
import { announceListChange } from '../../plugins/list-feed.ts';
import { say, spoken } from '../../plugins/words.ts';
import * as users from '../users/users.service.ts';

/** Reading the updates (their list, their room) needs L1 on Bulk Update; queuing one needs L2. */
export const read = { page: '/apps/bulk-update', level: 'L1' } as const satisfies Access;
export const write: Access = { page: '/apps/bulk-update', level: 'L2' };

/** The room of the list's watchers who read `lng`: an update's failure is said to each in their language. */
const languageRoom = (lng: Language) => `${BULK_UPDATE_ROOM}:${lng}`;

/**
 * Tells everyone watching the list an update's new status and counts. An update that failed says why
 * in each watcher's language (the room of each language hears its own words); the rest reads alike.
 */
export function emitProgress(app: FastifyInstance, update: BulkUpdate): void {
  announceListChange(app, read.page, 'bulk-update', [update.id]);
  if (!update.failureKey) {
    app.io.to(BULK_UPDATE_ROOM).emit(BULK_UPDATE_EVENTS.progress, update);
    return;
  }
  const words = { key: update.failureKey, ...(update.failureParams ? { params: update.failureParams } : {}) };
  for (const lng of LANGUAGES) app.io.to(languageRoom(lng)).emit(BULK_UPDATE_EVENTS.progress, { ...update, failure: say(words, lng) });
}

/** The room of the list: a socket joins it (with L1 on the page) to hear every update's progress, in its language. */
export function bulkUpdateRoom(app: FastifyInstance): void {
  app.io.on('connection', (socket) => {
    const language = (socket.data.language as Language | undefined) ?? 'en';
    socket.on(BULK_UPDATE_EVENTS.join, (ack?: unknown) => {
      const answer = async () => {
        const account = await users.activeAccount(app.db, socket.data.userId as number);
        if (!account || !levelSatisfies(levelOnPage(account.user.is_admin, account.grants, read.page), read.level))
          return { ok: false, ...spoken(AUTH_MESSAGES.forbidden, language) };
        await socket.join([BULK_UPDATE_ROOM, languageRoom(language)]);
        return { ok: true };
      };
      answer()
        .catch((err: unknown) => {
          app.log.error({ err }, 'bulk update room join failed');
          return { ok: false, ...spoken(M.cannotFollow, language) };
        })
        .then((a) => typeof ack === 'function' && ack(a))
        .catch(() => undefined);
    });
    socket.on(BULK_UPDATE_EVENTS.leave, () => {
      void socket.leave(BULK_UPDATE_ROOM);
      void socket.leave(languageRoom(language));
    });
  });
}
