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
    const run = heavyWorkQueue({ atOnce: 2, perUser: 1, queuedPerUser: 4 });
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
    const run = heavyWorkQueue({ atOnce: 1, perUser: 1, queuedPerUser: 2 });
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
});
