import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useWakeLock } from '../../../src/lib/use-wake-lock.ts';

/**
 * A stand-in for the browser's Screen Wake Lock API, which jsdom lacks (e2e/gatekeeper-scanner-profiles
 * checks Chromium's own): it hands out sentinels and, as browsers do, releases them when the page hides.
 */
function fakeWakeLock() {
  const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
  const api = {
    request: async () => {
      const sentinel = {
        released: false,
        release: async () => void (sentinel.released = true),
      };
      sentinels.push(sentinel);
      return sentinel;
    },
  };
  const held = () => sentinels.filter((s) => !s.released).length;
  const hidePage = (hidden: boolean) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    if (hidden) sentinels.forEach((s) => (s.released = true));
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return { api, sentinels, held, hidePage };
}

function Screen({ active }: { active: boolean }) {
  useWakeLock(active);
  return null;
}

const settle = () => act(() => Promise.resolve());

describe('useWakeLock', () => {
  let wake: ReturnType<typeof fakeWakeLock>;
  beforeEach(() => {
    wake = fakeWakeLock();
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: wake.api });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('holds one lock while active, asks again when the page shows after being hidden, and lets go when done', async () => {
    const { rerender, unmount } = render(<Screen active={false} />);
    await settle();
    expect(wake.sentinels).toHaveLength(0);

    rerender(<Screen active />);
    await settle();
    expect(wake.held()).toBe(1);
    // Shown again while held: no second lock.
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await settle();
    expect(wake.sentinels).toHaveLength(1);

    act(() => wake.hidePage(true));
    await settle();
    expect(wake.held()).toBe(0);
    act(() => wake.hidePage(false));
    await settle();
    expect(wake.held()).toBe(1);
    expect(wake.sentinels).toHaveLength(2);

    rerender(<Screen active={false} />);
    await settle();
    expect(wake.held()).toBe(0);
    unmount();
  });

  it('lets go of a lock granted after the screen has gone, and does nothing where the API is missing', async () => {
    const { unmount } = render(<Screen active />);
    unmount();
    await settle();
    expect(wake.sentinels).toHaveLength(1);
    expect(wake.held()).toBe(0);

    Reflect.deleteProperty(navigator, 'wakeLock');
    expect(() => render(<Screen active />)).not.toThrow();
  });
});
