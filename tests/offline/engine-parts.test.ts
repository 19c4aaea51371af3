import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPPING_WINDOW_MS, OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG } from '../../src/domain/gatekeeper/constants.ts';
import { GATEKEEPER_PATHS } from '../../src/domain/gatekeeper/contracts.ts';
import { useSocketStatus } from '../../src/lib/socket.ts';
import { useSyncStatus } from '../../src/lib/sync-status.ts';
import { getPallet, getSyncSummary, openPallet, recordScan, requestPersistence, startSync, storageInfo } from '../../src/offline/index.ts';
import { database } from '../../src/offline/db.ts';
import { mirror, ready, RETAIN_SETTLED_MS } from '../../src/offline/state.ts';
import { defaultTransport, type Transport } from '../../src/offline/transport.ts';
import type { OutboxEntry, StoredPallet } from '../../src/offline/types.ts';
import { scannedInWindow } from '../../src/offline/verdict.ts';
import { freshDevice, offlineTransport, restartDevice, server } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recording', () => {
  it('takes simultaneous scans one at a time, so no unit is counted twice', async () => {
    await freshDevice(server().operatorToken);
    const pallet = await openPallet('PLT-0003');
    const line = pallet.lines.find((l) => l.expected > l.scanned)!;
    const results = await Promise.all(Array.from({ length: line.expected + 3 }, () => recordScan('PLT-0003', line.upc)));
    const taken = results.filter((r) => r.action === 'ACCEPTED' || r.action === 'REJECTED');
    expect(taken).toHaveLength(line.expected - line.scanned);
    expect(results.filter((r) => r.action === 'ALREADY_SCANNED')).toHaveLength(3 + line.scanned);
    expect(getPallet('PLT-0003')!.counts.scanned).toBe(pallet.counts.scanned + taken.length);
    // The sync status hears of recorded work a task later, after the verdicts are painted.
    await vi.waitFor(() => expect(useSyncStatus.getState().pending).toBe(results.length));
  });

  it('tells the screen the verdict of a scan while storing it, and answers only once it is stored', async () => {
    await freshDevice(server().operatorToken);
    const pallet = await openPallet('PLT-0003');
    const line = pallet.lines.find((l) => l.expected > l.scanned)!;
    const heard: { action: string | null; stored: boolean }[] = [];
    const result = await recordScan('PLT-0003', line.upc, (planned) => {
      heard.push({ action: planned.action, stored: [...mirror.outbox.values()].some((e) => e.opId === planned.opId) });
    });
    expect(heard).toEqual([{ action: result.action, stored: false }]);
    expect(await database().outbox.where('opId').equals(result.opId).count()).toBe(1);
  });

  it('stores and counts a scan whose screen failed to prepare its verdict', async () => {
    await freshDevice(server().operatorToken);
    const pallet = await openPallet('PLT-0003');
    const line = pallet.lines.find((l) => l.expected > l.scanned)!;
    const result = await recordScan('PLT-0003', line.upc, () => {
      throw new Error('the screen is gone');
    });
    expect(result.action).toBe('ACCEPTED');
    expect(mirror.outbox.get(result.opId)).toBeDefined();
    expect(await database().outbox.where('opId').equals(result.opId).count()).toBe(1);
    expect(getPallet('PLT-0003')!.counts.scanned).toBe(pallet.counts.scanned + 1);
  });
});

describe('capping counters', () => {
  const at = (ms: number) => new Date(ms).toISOString();
  const scan = (upc: string, createdAt: number, action: 'ACCEPTED' | 'REJECTED', extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
    opId: crypto.randomUUID(),
    palletNo: 'P-1',
    operation: { type: 'scan', opId: crypto.randomUUID(), palletNo: 'P-1', upc, deviceTime: at(createdAt) },
    localVerdict: { action, reason: null },
    effect: { counts: { scanned: 1, missing: 0, excess: 0 }, scanned: {}, missing: {}, closed: false },
    createdAt: at(createdAt),
    status: 'pending',
    serverResult: null,
    acknowledged: true,
    ...extra,
  });

  it('add this device’s accepted scans the snapshot cannot hold to its last-hour figure, inside the window', async () => {
    await freshDevice(server().operatorToken);
    const now = Date.parse('2026-05-05T12:00:00Z');
    const storedAt = now - 10 * 60_000;
    const pallet = { storedAt: at(storedAt), snapshotAt: at(storedAt), scannedLastHour: { A: 5 } } as unknown as StoredPallet;
    const applied = (serverTime: number) => ({
      serverResult: {
        opId: '',
        outcome: 'applied' as const,
        action: 'ACCEPTED' as const,
        reason: null,
        message: '',
        serverTime: at(serverTime),
        counts: { scanned: 0, total: 0, missing: 0, excess: 0 },
      },
      status: 'synced' as const,
    });
    const entries = [
      scan('A', storedAt + 1000, 'ACCEPTED'), // pending
      scan('A', storedAt - 5000, 'ACCEPTED'), // pending since before the snapshot: not in it
      scan('A', storedAt - 4000, 'ACCEPTED', applied(storedAt - 3000)), // applied before the snapshot: in its figure
      scan('A', storedAt - 2000, 'ACCEPTED', applied(storedAt + 3000)), // applied after it
      scan('A', storedAt + 3000, 'REJECTED'),
      scan('A', storedAt + 4000, 'ACCEPTED', { status: 'conflict' }),
      scan('B', storedAt + 5000, 'ACCEPTED'),
    ];
    const corrected = scan('A', storedAt + 6000, 'ACCEPTED', { status: 'corrected' });
    corrected.serverResult = { ...applied(storedAt + 7000).serverResult, action: 'REJECTED' };
    [...entries, corrected].forEach((e) => mirror.outbox.set(e.opId, e));

    expect(scannedInWindow(pallet, 'A', now)).toBe(5 + 3);
    expect(scannedInWindow(pallet, 'B', now)).toBe(1);
    // An hour after the snapshot its figure has left the window, and so have the early scans.
    expect(scannedInWindow(pallet, 'A', storedAt + CAPPING_WINDOW_MS + 500)).toBe(1);
    expect(scannedInWindow(pallet, 'A', storedAt + CAPPING_WINDOW_MS + 10_000)).toBe(0);
  });
});

describe('retention', () => {
  it('forgets settled operations after three days, never pending or unacknowledged ones', async () => {
    await freshDevice(server().operatorToken);
    const old = Date.now() - RETAIN_SETTLED_MS - 60_000;
    const entry = (status: OutboxEntry['status'], acknowledged: boolean, createdAt: number): OutboxEntry => ({
      opId: crypto.randomUUID(),
      palletNo: 'P-1',
      operation: { type: 'close', opId: crypto.randomUUID(), palletNo: 'P-1', deviceTime: new Date(createdAt).toISOString() },
      localVerdict: { action: null, reason: null },
      effect: { counts: { scanned: 0, missing: 0, excess: 0 }, scanned: {}, missing: {}, closed: true },
      createdAt: new Date(createdAt).toISOString(),
      status,
      serverResult: null,
      acknowledged,
    });
    const keep = [
      entry('pending', true, old),
      entry('conflict', false, old),
      entry('corrected', false, old),
      entry('synced', true, Date.now()),
    ];
    const drop = [entry('synced', true, old), entry('conflict', true, old), entry('corrected', true, old)];
    await database().outbox.bulkAdd([...keep, ...drop]);
    await restartDevice();
    await ready();
    expect([...mirror.outbox.keys()].sort()).toEqual(keep.map((e) => e.opId).sort());
    expect(await database().outbox.count()).toBe(keep.length);
  });
});

describe('sync triggers', () => {
  it('flush on start, after a scan, online, focus, visibility, socket reconnect, the service worker’s message and a timer', async () => {
    await freshDevice(server().operatorToken);
    await openPallet('PLT-0004');
    const register = vi.fn(() => Promise.resolve());
    const serviceWorker = Object.assign(new EventTarget(), { ready: Promise.resolve({ sync: { register } }) });
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    let online = false;
    let syncCalls = 0;
    const transport: Transport = (call, schema) => {
      if (call.url === GATEKEEPER_PATHS.sync) syncCalls += 1;
      return online ? defaultTransport(call, schema) : offlineTransport(call, schema);
    };
    const upc = getPallet('PLT-0004')!.lines[0]!.upc;
    await recordScan('PLT-0004', upc);
    const stop = startSync({ transport, intervalMs: 60_000 });
    // The shell and the device screen both start it: the second start changes nothing.
    expect(startSync()).toBe(stop);
    try {
      await vi.waitFor(() => expect(syncCalls).toBe(1)); // on start
      await vi.waitFor(() => expect(getSyncSummary().flushing).toBe(false));
      await recordScan('PLT-0004', upc);
      await vi.waitFor(() => expect(syncCalls).toBe(2)); // shortly after the scan
      await vi.waitFor(() => expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG));
      const fire = [
        () => window.dispatchEvent(new Event('online')),
        () => window.dispatchEvent(new Event('focus')),
        () => document.dispatchEvent(new Event('visibilitychange')),
        () => {
          useSocketStatus.setState({ status: 'disconnected' });
          useSocketStatus.setState({ status: 'connected' });
        },
        () => serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: OUTBOX_FLUSH_MESSAGE } })),
      ];
      for (const [i, trigger] of fire.entries()) {
        await vi.waitFor(() => expect(getSyncSummary().flushing).toBe(false));
        trigger();
        await vi.waitFor(() => expect(syncCalls).toBe(3 + i));
      }
      expect(getSyncSummary()).toMatchObject({ pending: 2, lastError: expect.any(String) });
      online = true;
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(getSyncSummary()).toMatchObject({ pending: 0, lastError: null }));
      expect(useSyncStatus.getState()).toMatchObject({ pending: 0, error: null, lastSyncAt: expect.any(String) });
    } finally {
      stop();
    }
    const after = syncCalls;
    window.dispatchEvent(new Event('online'));
    await recordScan('PLT-0004', upc);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(syncCalls).toBe(after); // stopped: no trigger flushes any more

    // The timer: a short interval flushes with no event at all.
    const stopTimer = startSync({ transport, intervalMs: 30 });
    try {
      await vi.waitFor(() => expect(getSyncSummary().pending).toBe(0));
    } finally {
      stopTimer();
    }
  });

  it('wait longer after each failed flush before a scan tries again, so a network that reaches nothing is not retried after every unit', async () => {
    await freshDevice(server().operatorToken);
    const upc = (await openPallet('PLT-0004')).lines[0]!.upc;
    let syncCalls = 0;
    const transport: Transport = (call, schema) => {
      if (call.url === GATEKEEPER_PATHS.sync) syncCalls += 1;
      return offlineTransport(call, schema);
    };
    await recordScan('PLT-0004', upc);
    const stop = startSync({ transport, intervalMs: 60_000 });
    try {
      await vi.waitFor(() => expect(syncCalls).toBe(1)); // on start: one failure
      await vi.waitFor(() => expect(getSyncSummary().flushing).toBe(false));
      await recordScan('PLT-0004', upc);
      await vi.waitFor(() => expect(syncCalls).toBe(2), { timeout: 2_000 }); // 500 ms after the scan: two failures
      await vi.waitFor(() => expect(getSyncSummary().flushing).toBe(false));
      // A unit every 350 ms: each used to be followed by a flush 250 ms later; now the wait is 1 s.
      for (let i = 0; i < 3; i++) {
        await recordScan('PLT-0004', upc);
        await new Promise((resolve) => setTimeout(resolve, 350));
      }
      expect(syncCalls).toBe(2);
      await vi.waitFor(() => expect(syncCalls).toBe(3), { timeout: 3_000 }); // after the scans pause for the wait
      expect(getSyncSummary()).toMatchObject({ pending: 5, lastError: expect.any(String) });
    } finally {
      stop();
    }
  });
});

describe('storage', () => {
  it('asks for persistent storage and reports the quota', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    const storage = {
      persist,
      persisted: vi.fn(() => Promise.resolve(false)),
      estimate: () => Promise.resolve({ usage: 1234, quota: 10_000 }),
    };
    Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
    expect(await requestPersistence()).toBe(true);
    expect(persist).toHaveBeenCalledOnce();
    expect(await storageInfo()).toEqual({ persisted: false, usageBytes: 1234, quotaBytes: 10_000 });
  });
});
