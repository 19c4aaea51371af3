import { inBackground } from '../db/background.ts';
import { HttpError } from '../plugins/http-error.ts';

export interface HeavyWorkLimits {
  /** Heavy requests running at once in this process: the rest wait their turn. */
  atOnce: number;
  /** Of those, one user's: a user's further requests wait behind their own. */
  perUser: number;
  /** Requests of one user running or waiting; one more is refused with a 429. */
  queuedPerUser: number;
  /**
   * After a user's heavy request that took d ms, their next one starts no sooner than
   * d × restShare later: one user keeps heavy work going at most 1 / (1 + restShare) of the time,
   * however fast their requests come. 0: no rest.
   */
  restShare: number;
}

/**
 * Two at once leaves most of PostgreSQL's pool (10) and one of the two cores to the gate. A rest
 * as long as the request gives a user looping uploads or downloads half the time: an office user
 * does not notice, and the gate keeps its pace (bench:office-load, docs/decisions.md).
 */
export const HEAVY_WORK_LIMITS: HeavyWorkLimits = { atOnce: 2, perUser: 1, queuedPerUser: 4, restShare: 1 };

export type HeavyWork = <T>(user: string, work: () => Promise<T>) => Promise<T>;

export const HEAVY_WORK_BUSY = 'You already have several large requests running. Wait for them to finish, then try again.';
const RETRY_AFTER_SECONDS = 5;

/**
 * Runs office work that is large (rule uploads and downloads, feeds) so that it cannot starve the
 * gate: a bounded number at once, one user's requests one after another with a rest between
 * them, and its queries behind the gate's on the embedded database (`inBackground`).
 */
export function heavyWorkQueue(limits: HeavyWorkLimits = HEAVY_WORK_LIMITS): HeavyWork {
  let running = 0;
  const perUser = new Map<string, { running: number; queued: number }>();
  /** performance.now() until which a user rests after their last heavy request. */
  const restUntil = new Map<string, number>();
  const waiting: { user: string; start: () => void }[] = [];
  let wake: { at: number; timer: ReturnType<typeof setTimeout> } | null = null;

  const userOf = (user: string) => perUser.get(user) ?? perUser.set(user, { running: 0, queued: 0 }).get(user)!;
  // One reading of the clock per decision: a rest must not end between "cannot start" and "wake it later".
  const resting = (user: string, now: number) => (restUntil.get(user) ?? 0) > now;
  const canStart = (user: string, now: number) => running < limits.atOnce && userOf(user).running < limits.perUser && !resting(user, now);

  // A turn is taken (counted) at once, by the caller or by startNext for a waiter, so no two take one slot.
  const take = (user: string) => {
    running++;
    userOf(user).running++;
  };
  const startNext = () => {
    const now = performance.now();
    for (let at = waiting.findIndex((w) => canStart(w.user, now)); at >= 0; at = waiting.findIndex((w) => canStart(w.user, now))) {
      const next = waiting.splice(at, 1)[0]!;
      take(next.user);
      next.start();
    }
    // Waiters held only by their rest start when the first rest ends.
    const rests = waiting.filter((w) => resting(w.user, now)).map((w) => restUntil.get(w.user)!);
    const first = Math.min(...rests);
    if (rests.length === 0 || (wake && wake.at <= first)) return;
    if (wake) clearTimeout(wake.timer);
    const timer = setTimeout(() => {
      wake = null;
      startNext();
    }, first - now);
    wake = { at: first, timer };
  };
  const forgetRests = () => {
    const now = performance.now();
    for (const [user, until] of restUntil) if (until <= now) restUntil.delete(user);
  };

  return async function heavyWork<T>(user: string, work: () => Promise<T>): Promise<T> {
    const mine = userOf(user);
    if (mine.running + mine.queued >= limits.queuedPerUser) throw new HttpError(429, HEAVY_WORK_BUSY, undefined, RETRY_AFTER_SECONDS);
    if (canStart(user, performance.now())) take(user);
    else {
      mine.queued++;
      await new Promise<void>((start) => {
        waiting.push({ user, start });
        startNext(); // a waiter that only rests needs a wake-up
      });
      mine.queued--;
    }
    const started = performance.now();
    try {
      return await inBackground(work);
    } finally {
      running--;
      mine.running--;
      forgetRests();
      const now = performance.now();
      if (limits.restShare > 0) restUntil.set(user, now + (now - started) * limits.restShare);
      if (mine.running === 0 && mine.queued === 0) perUser.delete(user);
      startNext();
    }
  };
}
