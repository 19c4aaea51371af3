import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';

/**
 * Messages between the server instances of one deployment: with REDIS_URL set, Redis pub/sub, so
 * what one instance changes (an account disabled, a session ended) is known to all of them at
 * once; without it there is one instance and a message goes only to this one's own handlers.
 */
export interface InstanceBus {
  /** Resolves once Redis has handed the message to every subscribed instance. */
  publish(topic: string, message: string): Promise<void>;
  subscribe(topic: string, handler: (message: string) => void): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    bus: InstanceBus;
    /** The deployment's Redis for shared counters (rate limits), or null with one instance. */
    redis: ReturnType<typeof createClient> | null;
  }
}

const CHANNEL_PREFIX = 'backoffice:';

async function instanceBusPlugin(app: FastifyInstance, options: { redisUrl?: string }) {
  if (!options.redisUrl) {
    app.decorate('redis', null);
    const handlers = new Map<string, ((message: string) => void)[]>();
    app.decorate('bus', {
      publish: async (topic, message) => handlers.get(topic)?.forEach((handle) => handle(message)),
      subscribe: async (topic, handler) => void handlers.set(topic, [...(handlers.get(topic) ?? []), handler]),
    } satisfies InstanceBus);
    return;
  }
  const pub = createClient({ url: options.redisUrl });
  const sub = pub.duplicate();
  pub.on('error', (err) => app.log.error({ err }, 'redis bus publisher error'));
  sub.on('error', (err) => app.log.error({ err }, 'redis bus subscriber error'));
  await Promise.all([pub.connect(), sub.connect()]);
  app.decorate('redis', pub);
  app.decorate('bus', {
    publish: async (topic, message) => void (await pub.publish(CHANNEL_PREFIX + topic, message)),
    subscribe: (topic, handler) => sub.subscribe(CHANNEL_PREFIX + topic, handler),
  } satisfies InstanceBus);
  app.addHook('onClose', async () => {
    await Promise.all([pub, sub].map((c) => c.quit().catch(() => undefined)));
  });
}

export default fp(instanceBusPlugin, { name: 'instance-bus' });
