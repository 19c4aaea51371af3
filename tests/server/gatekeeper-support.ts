import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { GATEKEEPER_PATHS as P } from '../../src/domain/gatekeeper/contracts.ts';

/** A reply's data as JSON.parse gives it: the tests assert on its shape field by field. */
type Json = ReturnType<typeof JSON.parse>;

/** Calls of the gatekeeper as one signed-in user. */
export function gatekeeperClient(app: FastifyInstance, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, extraHeaders: Record<string, string> = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...headers, ...extraHeaders },
      ...(payload === undefined ? {} : typeof payload === 'string' ? { payload } : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() as { status: boolean; message: string; data: Json } };
  };
  return {
    call,
    feedManifests: (rows: unknown) => call('POST', P.feedManifests, rows),
    feedItems: (rows: unknown) => call('POST', P.feedItemMaster, rows),
    importPallet: (palletNo: string) => call('POST', P.importPallet, { palletNo, opId: randomUUID() }),
    pallet: (palletNo: string) => call('GET', `${P.pallet}?palletNo=${encodeURIComponent(palletNo)}`),
    counts: (palletNo: string) => call('GET', `${P.counts}?palletNo=${encodeURIComponent(palletNo)}`),
    scan: (palletNo: string, upc: string, opId: string = randomUUID()) =>
      call('POST', P.scan, { palletNo, upc, opId, deviceTime: new Date().toISOString() }),
    markExcess: (palletNo: string, upc: string, opId: string = randomUUID()) => call('PUT', P.markExcess, { palletNo, upc, opId }),
    markMissing: (palletNo: string, upcList: string[], opId: string = randomUUID()) =>
      call('PUT', P.markMissing, { palletNo, upcList, opId }),
    close: (palletNo: string, opId: string = randomUUID()) => call('PUT', P.close, { palletNo, opId }),
    sync: (operations: unknown[]) => call('POST', P.sync, { operations }),
    items: (palletNo: string, isScanned?: boolean) =>
      call('GET', `${P.palletItems}?palletNo=${encodeURIComponent(palletNo)}${isScanned === undefined ? '' : `&isScanned=${isScanned}`}`),
  };
}

/** An item master row that every rule set lets through at a UAE gate (in business, low stock). */
export const plainItem = (upc: string, brand = 'TESTBRAND') => ({
  upc,
  pId: '9000001',
  style: `ST-${upc}`,
  brand,
  category: 'Test Category',
  subCategory: 'Test Sub',
  division: 'Test Division',
  department: 'Test Department',
  groupCode: 'GC-TEST',
  sizeLabel: 'M',
  itemCode: `IC-${upc}`,
  headOfficeQty: 10,
  rackQty: 0,
  preGrnQty: 0,
  styleInBusinessUAE: true,
  styleInBusinessKSA: true,
});

/**
 * Loads a manifest of `upcs` (qty each) at a UAE gate with plain item master rows, and imports it.
 * `prefix` keeps UPCs of different tests apart (the capping window counts a UPC across pallets).
 */
export async function preparePallet(
  client: ReturnType<typeof gatekeeperClient>,
  palletNo: string,
  upcs: string[],
  qty = 1,
  gateCountry: 'UAE' | 'KSA' = 'UAE',
) {
  const items = await client.feedItems(upcs.map((u) => plainItem(u)));
  if (items.status !== 200) throw new Error(`item feed: ${JSON.stringify(items.body)}`);
  const manifest = await client.feedManifests(upcs.map((upc) => ({ palletNo, gateCountry, upc, qty })));
  if (manifest.status !== 200) throw new Error(`manifest feed: ${JSON.stringify(manifest.body)}`);
  const imported = await client.importPallet(palletNo);
  if (imported.status !== 200) throw new Error(`import: ${JSON.stringify(imported.body)}`);
  return imported.body.data;
}

/** n distinct 12-digit UPCs starting with `lead` (never 0). */
export const upcRange = (lead: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${lead}${String(i).padStart(12 - lead.length, '0')}`);

/**
 * Closes a test app whose pool held many connections: pg's pool.end() resolves before the sockets
 * are closed, and dropping the test database at once would kill them mid-goodbye (an unhandled
 * 'terminating connection' error on PostgreSQL). A short pause lets them finish first.
 */
export async function closeGently(t: { app: FastifyInstance; close: () => Promise<void> }) {
  await t.app.close();
  await new Promise((resolve) => setTimeout(resolve, 300));
  await t.close();
}
