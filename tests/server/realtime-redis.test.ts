import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { userRoom } from '../../server/plugins/realtime.ts';
import { createTestApp, signIn } from '../support/test-app.ts';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('realtime across server instances (Redis adapter)', () => {
  it('delivers an event emitted on one instance to a socket connected to another', async () => {
    const a = await createTestApp({ REDIS_URL: redisUrl! });
    const b = await createTestApp({ REDIS_URL: redisUrl! });
    try {
      const origin = await a.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await signIn(a.app, 'office');
      const socket = connect(origin, { auth: { token }, transports: ['websocket'], reconnection: false });
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      const userId = (await a.app.db.selectFrom('users').select('id').where('employee_no', '=', 'office').executeTakeFirstOrThrow()).id;
      const received = new Promise((resolve) => socket.on('session:revoked', resolve));
      // The adapter needs a moment to subscribe to the room's channel on the other instance.
      await new Promise((r) => setTimeout(r, 200));
      b.app.io.to(userRoom(userId)).emit('session:revoked', { reason: 'test' });
      await expect(received).resolves.toEqual({ reason: 'test' });
      socket.close();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
