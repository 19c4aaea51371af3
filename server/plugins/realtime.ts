import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createClient } from 'redis';
import { createAdapter } from '@socket.io/redis-adapter';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages.ts';
import { languageOf } from '../../src/domain/words/accept-language.ts';
import { HttpError, type Words } from './http-error.ts';
import { say } from './words.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/** Room of one user, for "menu changed" and "session revoked" pushes (DESIGN.md §6). */
export const userRoom = (userId: number) => `user:${userId}`;

/**
 * socket.io on the API's own port, authenticated with the session JWT (handshake `auth.token`).
 * With REDIS_URL set, rooms are shared between server instances through Redis.
 */
export interface RealtimeOptions {
  redisUrl?: string;
  /** Whether the verified token's account is still enabled and its session open (app.ts asks the users module). */
  isOpenSession: (claims: { userId: number; sessionId: string }) => Promise<boolean>;
}

async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions) {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false, transports: ['websocket', 'polling'] });

  io.use((socket, next) => {
    const { token, lang } = socket.handshake.auth as { token?: unknown; lang?: unknown };
    // The language the client chose, for what the server says on this socket (acks, events).
    const language = languageOf(typeof lang === 'string' ? lang : socket.handshake.headers['accept-language']);
    socket.data.language = language;
    const refuse = (words: Words) => next(new Error(say(words, language)));
    if (typeof token !== 'string' || !token) return refuse(AUTH_MESSAGES.invalidToken);
    app.tokens
      .verify(token)
      .then(async (claims) => {
        const { userId } = claims;
        if (!(await options.isOpenSession(claims))) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
        socket.data.userId = userId;
        await socket.join(userRoom(userId));
        next();
      })
      .catch((err: unknown) => refuse(err instanceof HttpError ? err.words : AUTH_MESSAGES.invalidToken));
  });

  const redisClients: ReturnType<typeof createClient>[] = [];
  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err) => app.log.error({ err }, 'redis publisher error'));
    sub.on('error', (err) => app.log.error({ err }, 'redis subscriber error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redisClients.push(pub, sub);
  }

  app.decorate('io', io);
  app.addHook('onClose', async () => {
    await io.close();
    await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
  });
}

export default fp(realtimePlugin, { name: 'realtime' });
