import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdIdleWork, whenIdle } from '../../src/lib/when-idle.ts';

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('waits while a screen is loading, and for the next idle moment after it has loaded', async () => {
    vi.useFakeTimers();
    const release = holdIdleWork();
    const done = settled(whenIdle());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(done()).toBe(false);
    // One splash swapped for the next in the same commit: still held.
    const next = holdIdleWork();
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done()).toBe(false);
    next();
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('resolves at once when nothing is loading, and gives up holding after 10 s', async () => {
    vi.useFakeTimers();
    const free = settled(whenIdle());
    await vi.advanceTimersByTimeAsync(1);
    expect(free()).toBe(true);
    const release = holdIdleWork();
    const held = settled(whenIdle());
    await vi.advanceTimersByTimeAsync(9_999);
    expect(held()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(held()).toBe(true);
    release();
    release(); // a second call changes nothing
    const after = settled(whenIdle());
    await vi.advanceTimersByTimeAsync(1);
    expect(after()).toBe(true);
  });
});
