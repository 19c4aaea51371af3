import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { createClient } from 'redis';

type Redis = ReturnType<typeof createClient>;
type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

// One atomic step per request: count it, start the window on the first, answer the count and the
// time left. A fixed window, as @fastify/rate-limit's own stores keep it.
const COUNT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return { current, ttl }`;

/**
 * A store for @fastify/rate-limit on the deployment's Redis (the node-redis client the server
 * already uses), so a limit counts the requests of every instance, not of each one apart.
 */
export function redisRateLimitStore(redis: Redis, prefix = 'backoffice:rate-limit:') {
  return class RedisRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly key = prefix,
    ) {}

    incr(key: string, callback: Counted, timeWindow?: number): void {
      const windowMs = String(Math.max(1, Math.round(timeWindow ?? 60_000)));
      redis.eval(COUNT, { keys: [this.key + key], arguments: [windowMs] }).then(
        (reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        },
        (error: Error) => callback(error),
      );
    }

    // Each limited route counts apart; the plugin hands its route as `routeInfo`.
    child(routeOptions: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      const route = info ? `${String(info.method)}${info.url ?? ''}:` : '';
      return new RedisRateLimitStore(routeOptions as FastifyRateLimitOptions, this.key + route);
    }
  };
}
