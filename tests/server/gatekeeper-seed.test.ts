import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS as P } from '../../src/domain/gatekeeper/contracts.ts';
import { gatekeeperDemoData } from '../../server/seed/gatekeeper.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { closeGently, gatekeeperClient } from './gatekeeper-support.ts';

let t: TestApp;
let office: ReturnType<typeof gatekeeperClient>;
let device: ReturnType<typeof gatekeeperClient>;

beforeAll(async () => {
  t = await createTestApp();
  office = gatekeeperClient(t.app, await signIn(t.app, 'office'));
  device = gatekeeperClient(t.app, await signIn(t.app, 'warehouse'));
});
afterAll(async () => closeGently(t));

describe('the gatekeeper demo seed', () => {
  it('is deterministic: 20 manifests of 20 to 500 units, UPCs of 12–13 digits, UAE and KSA gates', () => {
    const { pallets, items } = gatekeeperDemoData();
    expect(gatekeeperDemoData()).toEqual({ pallets, items });
    expect(pallets.map((p) => p.palletNo)).toEqual(Array.from({ length: 20 }, (_, i) => `PLT-${String(i + 1).padStart(4, '0')}`));
    for (const p of pallets) {
      const units = p.lines.reduce((sum, l) => sum + l.qty, 0);
      expect(units).toBeGreaterThanOrEqual(20);
      expect(units).toBeLessThanOrEqual(500);
      for (const l of p.lines) expect(l.upc).toMatch(/^[1-9]\d{11,12}$/);
    }
    expect(new Set(pallets.map((p) => p.gateCountry))).toEqual(new Set(['UAE', 'KSA']));
    const known = new Set(items.map((i) => i.upc));
    expect(pallets.every((p) => p.lines.every((l) => known.has(l.upc)))).toBe(true);
  });

  it('has six pallets at the gate, partly scanned with some units rejected, PLT-0001 closed', async () => {
    const res = await office.call('GET', `${P.headers}?palletNumbers=PLT-0001,PLT-0002,PLT-0003,PLT-0004,PLT-0005&pageSize=10`);
    const headers = res.body.data.records as {
      palletNo: string;
      isClosed: boolean;
      counts: { scanned: number; total: number; missing: number };
    }[];
    expect(headers).toHaveLength(5);
    const closed = headers.find((h) => h.palletNo === 'PLT-0001')!;
    expect(closed.isClosed).toBe(true);
    expect(closed.counts.scanned + closed.counts.missing).toBeGreaterThan(0);
    expect(headers.filter((h) => !h.isClosed).every((h) => h.counts.scanned > 0 && h.counts.scanned < h.counts.total)).toBe(true);
    const items = await office.call('GET', `${P.items}?palletNumbers=PLT-0002,PLT-0003&pageSize=1000`);
    expect(items.body.data.records.some((i: { action: string | null }) => i.action === 'REJECTED')).toBe(true);
    expect((await device.pallet('PLT-0006')).body.data.counts.scanned).toBe(0);
    expect((await device.pallet('PLT-0007')).status).toBe(404);
  });

  it('rejects a few units of every manifest pallet with the seeded rules', async () => {
    for (const palletNo of ['PLT-0007', 'PLT-0016', 'PLT-0020']) {
      const snap = (await device.call('GET', `${P.snapshot}?palletNo=${palletNo}`)).body.data;
      expect(snap.lines.every((l: { facts: unknown }) => l.facts !== null)).toBe(true);
    }
    // Scanning one unit of each UPC of a KSA pallet: some are refused, most accepted.
    const snap = (await device.call('GET', `${P.snapshot}?palletNo=PLT-0016`)).body.data;
    const actions = new Map<string, number>();
    for (const line of snap.lines as { upc: string }[]) {
      const action = (await device.scan('PLT-0016', line.upc)).body.data.action as string;
      actions.set(action, (actions.get(action) ?? 0) + 1);
    }
    expect(actions.get('REJECTED')).toBeGreaterThan(0);
    expect(actions.get('ACCEPTED')!).toBeGreaterThan(actions.get('REJECTED')!);
  });
});
