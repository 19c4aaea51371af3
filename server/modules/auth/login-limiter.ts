/**
 * Counts failed sign-ins per username so one account cannot be guessed at from many addresses
 * (the per-address limit is @fastify/rate-limit's). Kept in memory: a restart forgets it, which
 * only ever makes it more lenient.
 */
export function createLoginLimiter(options: { maxFailures: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const failures = new Map<string, { count: number; since: number }>();
  const keyOf = (username: string) => username.trim().toLowerCase();

  function current(username: string) {
    const entry = failures.get(keyOf(username));
    if (entry && now() - entry.since > options.windowMs) {
      failures.delete(keyOf(username));
      return undefined;
    }
    return entry;
  }

  return {
    /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
    retryAfter(username: string): number {
      const entry = current(username);
      if (!entry || entry.count < options.maxFailures) return 0;
      return Math.ceil((entry.since + options.windowMs - now()) / 1000);
    },
    fail(username: string) {
      const entry = current(username);
      if (entry) entry.count += 1;
      else failures.set(keyOf(username), { count: 1, since: now() });
      if (failures.size > 10_000) {
        // Bound the memory an attacker can make us hold; the oldest entry goes first.
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
    },
    succeed(username: string) {
      failures.delete(keyOf(username));
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
