import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Ownership from '../../src/offline/ownership.ts';
import { createWebLocks } from '../support/web-locks.ts';

/**
 * One tab runs the gatekeeper engine at a time (src/offline/ownership.ts). Each test is one tab of
 * the app (a fresh copy of the module) beside another tab driven through the same locks.
 */
const LOCK = 'gatekeeper-engine';
const never = () => new Promise<void>(() => undefined);
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

let webLocks: ReturnType<typeof createWebLocks>;
let tab: { id: number; locks: ReturnType<ReturnType<typeof createWebLocks>['client']>['locks'] };
let other: typeof tab;
let ownership: typeof Ownership;
/** The other tab asks for the engine and holds it until closed (or until it is taken from it). */
const otherTab = (options: { steal?: boolean }) => void other.locks.request(LOCK, options, never).catch(() => undefined);

beforeEach(async () => {
  webLocks = createWebLocks();
  tab = webLocks.client();
  other = webLocks.client();
  vi.stubGlobal('navigator', { locks: tab.locks });
  vi.resetModules();
  ownership = await import('../../src/offline/ownership.ts');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the gatekeeper engine runs in one tab', () => {
  it('stays here when the device screen claims it while the shell’s claim is being granted', async () => {
    // The shell starts the sync (a claim if free); the device screen opens before that is answered.
    ownership.claimEngine(false);
    ownership.claimEngine(true);
    await settle();
    expect(ownership.ownership()).toBe('here');
    expect(webLocks.holder(LOCK)).toBe(tab.id);
  });

  it('goes to the tab that takes it, and comes back to the device screen when that tab closes', async () => {
    const seen: string[] = [];
    ownership.onOwnership((state) => seen.push(state));
    ownership.claimEngine(true);
    await settle();
    expect(ownership.ownership()).toBe('here');

    otherTab({ steal: true });
    await settle();
    expect(ownership.ownership()).toBe('elsewhere');

    webLocks.close(other.id);
    await settle();
    expect(ownership.ownership()).toBe('here');
    expect(seen).toEqual(['here', 'elsewhere', 'here']);
  });

  it('is taken back at once by the device screen (Use here)', async () => {
    ownership.claimEngine(true);
    await settle();
    otherTab({ steal: true });
    await settle();
    expect(ownership.ownership()).toBe('elsewhere');

    ownership.claimEngine(true);
    await settle();
    expect(ownership.ownership()).toBe('here');
    expect(webLocks.holder(LOCK)).toBe(tab.id);
  });

  it('is not taken from a device screen by a tab that only syncs, which runs it once no tab has it', async () => {
    otherTab({});
    await settle();
    ownership.claimEngine(false);
    await settle();
    expect(ownership.ownership()).toBe('elsewhere');
    expect(webLocks.holder(LOCK)).toBe(other.id);

    // Not queued: the tab asks again when used (triggers.ts), and then it is free.
    webLocks.close(other.id);
    await settle();
    expect(ownership.ownership()).toBe('elsewhere');
    ownership.claimEngine(false);
    await settle();
    expect(ownership.ownership()).toBe('here');
  });

  it('runs here without Web Locks', async () => {
    vi.stubGlobal('navigator', {});
    ownership.claimEngine(false);
    expect(ownership.ownership()).toBe('here');
  });
});
