import { inBackground } from '../db/background.ts';
import { HttpError } from '../plugins/http-error.ts';

export interface HeavyWorkLimits {
  /** Heavy requests running at once in this process: the rest wait their turn. */
  atOnce: number;
  /** Of those, one user's: a user's further requests wait behind their own. */
  perUser: number;
  /** Requests of one user running or waiting; one more is refused with a 429. */
  queuedPerUser: number;
}

/** Two at once leaves most of PostgreSQL's pool (10) and one of the two cores to the gate. */
export const HEAVY_WORK_LIMITS: HeavyWorkLimits = { atOnce: 2, perUser: 1, queuedPerUser: 4 };

export type HeavyWork = <T>(user: string, work: () => Promise<T>) => Promise<T>;

export const HEAVY_WORK_BUSY = 'You already have several large requests running. Wait for them to finish, then try again.';
const RETRY_AFTER_SECONDS = 5;

/**
 * Runs office work that is large (rule uploads and downloads, feeds) so that it cannot starve the
 * gate: a bounded number at once, one user's requests one after another, and its queries behind
 * the gate's on the embedded database (`inBackground`).
 */
export function heavyWorkQueue(limits: HeavyWorkLimits = HEAVY_WORK_LIMITS): HeavyWork {
  let running = 0;
  const perUser = new Map<string, { running: number; queued: number }>();
  const waiting: { user: string; start: () => void }[] = [];

  const userOf = (user: string) => perUser.get(user) ?? perUser.set(user, { running: 0, queued: 0 }).get(user)!;
  const canStart = (user: string) => running < limits.atOnce && userOf(user).running < limits.perUser;

  // A turn is taken (counted) at once, by the caller or by startNext for a waiter, so no two take one slot.
  const take = (user: string) => {
    running++;
    userOf(user).running++;
  };
  const startNext = () => {
    const at = waiting.findIndex((w) => canStart(w.user));
    if (at < 0) return;
    const next = waiting.splice(at, 1)[0]!;
    take(next.user);
    next.start();
  };

  return async function heavyWork<T>(user: string, work: () => Promise<T>): Promise<T> {
    const mine = userOf(user);
    if (mine.running + mine.queued >= limits.queuedPerUser) throw new HttpError(429, HEAVY_WORK_BUSY, undefined, RETRY_AFTER_SECONDS);
    if (canStart(user)) take(user);
    else {
      mine.queued++;
      await new Promise<void>((start) => waiting.push({ user, start }));
      mine.queued--;
    }
    try {
      return await inBackground(work);
    } finally {
      running--;
      mine.running--;
      if (mine.running === 0 && mine.queued === 0) perUser.delete(user);
      startNext();
    }
  };
}
