import { describe, expect, it } from 'vitest';
import { isBackground } from '../../server/db/background.ts';
import { HEAVY_WORK_BUSY, heavyWorkQueue } from '../../server/shared/heavy-work.ts';

/** A job that runs until `finish` is called, recording when it started. */
function job(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const work = async () => {
    log.push(`start ${name}`);
    expect(isBackground()).toBe(true);
    await done;
    return name;
  };
  return { work, finish };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('heavy work queue', () => {
  it('runs at most `atOnce` jobs, one user’s one after another, in arrival order', async () => {
    const run = heavyWorkQueue({ atOnce: 2, perUser: 1, queuedPerUser: 4, restShare: 0 });
    const log: string[] = [];
    const [a1, a2, b1, c1] = [job(log, 'a1'), job(log, 'a2'), job(log, 'b1'), job(log, 'c1')];
    const results = [run('a', a1.work), run('a', a2.work), run('b', b1.work), run('c', c1.work)];
    await settle();
    // a2 waits behind a1 (same user); b1 takes the second slot; c1 waits for a slot.
    expect(log).toEqual(['start a1', 'start b1']);
    a1.finish();
    await settle();
    // a1's slot goes to the first waiter that may start: a2.
    expect(log).toEqual(['start a1', 'start b1', 'start a2']);
    b1.finish();
    await settle();
    expect(log.at(-1)).toBe('start c1');
    a2.finish();
    c1.finish();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1', 'c1']);
  });

  it('refuses a user’s request beyond `queuedPerUser` with a 429, and a failed job frees its slot', async () => {
    const run = heavyWorkQueue({ atOnce: 1, perUser: 1, queuedPerUser: 2, restShare: 0 });
    const log: string[] = [];
    const first = job(log, 'first');
    const running = run('a', first.work);
    const waiting = run('a', async () => {
      throw new Error('broken file');
    });
    await expect(run('a', async () => 'third')).rejects.toMatchObject({ statusCode: 429, message: HEAVY_WORK_BUSY, retryAfter: 5 });
    // Another user is not refused, only queued.
    const other = run('b', async () => 'other');
    first.finish();
    expect(await running).toBe('first');
    await expect(waiting).rejects.toThrow('broken file');
    expect(await other).toBe('other');
    expect(await run('a', async () => 'again')).toBe('again');
  });

  it('gives a user who keeps sending heavy requests at most half of the time; others are not held', async () => {
    const run = heavyWorkQueue({ atOnce: 2, perUser: 1, queuedPerUser: 4, restShare: 1 });
    const took = 80;
    const starts = { a: [] as number[], b: [] as number[] };
    const work = (user: 'a' | 'b', ms: number) => async () => {
      starts[user].push(performance.now());
      await new Promise((resolve) => setTimeout(resolve, ms));
    };
    const a = [run('a', work('a', took)), run('a', work('a', took)), run('a', work('a', took))];
    await new Promise((resolve) => setTimeout(resolve, 10));
    await run('b', work('b', 0));
    await Promise.all(a);
    // Each of a's requests starts at least as long after the last one ended as that one ran.
    const [first, second, third] = starts.a as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(2 * took - 5);
    expect(third - second).toBeGreaterThanOrEqual(2 * took - 5);
    // b ran while a's first request did: a's rest is a's alone.
    expect(starts.b[0]! - first).toBeLessThan(took);
  });

  it('never leaves waiters behind when rests end while requests keep coming (four lanes, short jobs)', async () => {
    const run = heavyWorkQueue({ atOnce: 2, perUser: 1, queuedPerUser: 4, restShare: 1 });
    const ends = performance.now() + 1000;
    let done = 0;
    const lane = async () => {
      while (performance.now() < ends) {
        await run('office', () => new Promise((resolve) => setTimeout(resolve, Math.random() * 2)));
        done++;
      }
    };
    // A lost wake-up leaves every lane waiting for ever: the race below then ends on the timeout.
    const stalled = new Promise((resolve) => setTimeout(() => resolve('stalled'), 4000));
    expect(await Promise.race([Promise.all([lane(), lane(), lane(), lane()]).then(() => 'finished'), stalled])).toBe('finished');
    expect(done).toBeGreaterThan(50);
  }, 10_000);
});
