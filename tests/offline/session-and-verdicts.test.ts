import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS } from '../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES, gatekeeperEnglish } from '../../src/domain/gatekeeper/messages.ts';
import { setToken } from '../../src/lib/token-storage.ts';
import {
  acknowledge,
  exportUnsyncedCsv,
  flushNow,
  getPallet,
  getSyncSummary,
  listOperations,
  openPallet,
  recordMarkExcess,
  recordScan,
  unscannedUpcs,
} from '../../src/offline/index.ts';
import { setTransport } from '../../src/offline/transport.ts';
import { defaultTransport, type Transport } from '../../src/offline/transport.ts';
import { freshDevice, offlineTransport, otherDevice, restartDevice, server, serverState } from './helpers.ts';

/** A JWT whose expiry has passed (the client refuses to send it; the server would too). */
const expiredToken = () => {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 })}.c2lnbmF0dXJl`;
};

/** Counts the calls that reach `base`. */
function counting(base: Transport): Transport & { calls: number } {
  const wrapped = ((call, schema) => {
    wrapped.calls += 1;
    return base(call, schema);
  }) as Transport & { calls: number };
  wrapped.calls = 0;
  return wrapped;
}

describe('sessions', () => {
  it('keeps the queue through token expiry while offline and resumes after the next sign-in', async () => {
    const palletNo = 'PLT-0005';
    await freshDevice(server().operatorToken);
    const pallet = await openPallet(palletNo);
    const before = await serverState(palletNo);
    setTransport(offlineTransport);
    const todo = pallet.lines.filter((l) => l.expected > l.scanned).slice(0, 12);
    for (const line of todo) await recordScan(palletNo, line.upc);
    await flushNow();
    expect(getSyncSummary().pending).toBe(todo.length);

    // Back online, but the session expired meanwhile: nothing is sent, nothing is dropped.
    setToken(expiredToken());
    const online = counting(defaultTransport);
    setTransport(online);
    await flushNow();
    expect(getSyncSummary()).toMatchObject({ pending: todo.length, lastError: expect.any(String) });
    const refusedCalls = online.calls;
    await flushNow();
    expect(online.calls).toBe(refusedCalls); // waits for a new sign-in instead of hammering
    expect(exportUnsyncedCsv().trim().split('\r\n')).toHaveLength(todo.length + 1);

    // A restart keeps the queue (it lives in IndexedDB), and so does a token the server refuses.
    await restartDevice();
    setToken(`${server().operatorToken.slice(0, -4)}AAAA`);
    await flushNow();
    expect(getSyncSummary().pending).toBe(todo.length);
    expect((await serverState(palletNo)).scannedUnits).toBe(before.scannedUnits);

    // The next sign-in: the queue drains.
    setToken(server().operatorToken);
    await flushNow();
    expect(getSyncSummary()).toMatchObject({ pending: 0, lastError: null, lastSyncAt: expect.any(String) });
    expect((await serverState(palletNo)).scannedUnits).toBe(before.scannedUnits + todo.length);
    expect(listOperations(palletNo).every((v) => v.serverTime !== null)).toBe(true);
  });
});

describe('local verdicts', () => {
  it.each(['PLT-0006', 'PLT-0007'])('equal the server verdicts for every unit of %s, rejects included', async (palletNo) => {
    await freshDevice(server().operatorToken);
    const pallet = await openPallet(palletNo);
    setTransport(offlineTransport);
    const local: string[] = [];
    for (const line of pallet.lines) {
      for (let unit = 0; unit < line.expected; unit += 1) local.push((await recordScan(palletNo, line.upc)).action ?? '');
    }
    local.push((await recordScan(palletNo, pallet.lines[0]!.upc)).action ?? ''); // one too many
    local.push((await recordScan(palletNo, '000123456789012')).action ?? ''); // not on the pallet
    expect(local).toContain('REJECTED');
    expect(local).toContain('ACCEPTED');
    expect(local.slice(-2)).toEqual(['ALREADY_SCANNED', 'NOT_ON_PALLET']);
    expect(getPallet(palletNo)!.counts.scanned).toBe(getPallet(palletNo)!.counts.total);

    setTransport(defaultTransport);
    await flushNow();
    const ops = listOperations(palletNo);
    expect(ops).toHaveLength(local.length);
    expect(ops.filter((v) => v.status !== 'synced').map((v) => `${v.upcs[0]} ${v.localAction}→${v.serverAction}`)).toEqual([]);
    const rejected = ops.filter((v) => v.localAction === 'REJECTED');
    expect(rejected.every((v) => v.localReason !== null && v.localReason === v.serverReason)).toBe(true);
  });

  it('shows a server verdict that differs as a correction to acknowledge', async () => {
    const palletNo = 'PLT-0002';
    await freshDevice(server().operatorToken);
    const line = (await openPallet(palletNo)).lines.find((l) => l.expected > l.scanned)!;
    setTransport(offlineTransport);
    // Meanwhile another device scans the rest of that line.
    for (let unit = line.scanned; unit < line.expected; unit += 1) {
      await otherDevice('POST', GATEKEEPER_PATHS.scan, {
        palletNo,
        upc: line.upc,
        opId: randomUUID(),
        deviceTime: new Date().toISOString(),
      });
    }
    const local = await recordScan(palletNo, line.upc);
    expect(local.action).not.toBe('ALREADY_SCANNED'); // the device's snapshot still had the line open

    setTransport(defaultTransport);
    await flushNow();
    const [view] = listOperations(palletNo);
    expect(listOperations(palletNo)).toHaveLength(1);
    expect(view).toMatchObject({ opId: local.opId, status: 'corrected', serverAction: 'ALREADY_SCANNED', acknowledged: false });
    const server_ = await serverState(palletNo);
    expect(getPallet(palletNo)!.counts.scanned).toBe(server_.scannedUnits);
    expect(getPallet(palletNo)!.lines.find((l) => l.upc === line.upc)).toMatchObject({ scanned: line.expected });
    await acknowledge(local.opId);
    expect(listOperations(palletNo)[0]).toMatchObject({ status: 'corrected', acknowledged: true });
  });
});

describe('pallets', () => {
  it('opens a stored pallet with no network, refuses closed and unknown ones with their messages', async () => {
    await freshDevice(server().operatorToken);
    await expect(openPallet('PLT-0001')).rejects.toThrow("Pallet PLT-0001 is closed and can't be processed again.");
    await expect(openPallet('NO-SUCH-PALLET')).rejects.toThrow(gatekeeperEnglish(GATEKEEPER_MESSAGES.unknownManifest('NO-SUCH-PALLET')));
    const online = await openPallet('PLT-0004');
    expect(online.rulesVersion).toEqual(expect.any(String)); // the rule book the snapshot carried
    setTransport(offlineTransport);
    await restartDevice();
    const offline = await openPallet('PLT-0004');
    expect(offline.counts).toEqual(online.counts);
    expect(await unscannedUpcs('PLT-0004')).toEqual(online.lines.filter((l) => l.expected > l.scanned).map((l) => l.upc));
    await expect(openPallet('PLT-0003')).rejects.toThrow(gatekeeperEnglish(GATEKEEPER_MESSAGES.fetchPalletFailed));

    const excess = await recordMarkExcess('PLT-0004', '0000777');
    expect(excess).toMatchObject({ action: 'EXCESS', counts: { excess: online.counts.excess + 1 } });
    expect(exportUnsyncedCsv()).toBe(
      `opId,type,palletNo,upc,deviceTime,status\r\n${excess.opId},mark-excess,PLT-0004,777,${listOperations()[0]!.deviceTime},pending\r\n`,
    );
  });
});
