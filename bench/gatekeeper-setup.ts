/**
 * Shared by the gatekeeper benchmarks: the real server on loopback (embedded PGlite, or
 * DATABASE_URL), signed-in callers, and pallets of distinct UPCs loaded through the ERP feed, so
 * every scan finds a unit and no capping window fills up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { GATEKEEPER_PATHS as P } from '../src/domain/gatekeeper/contracts.ts';

export async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'panel-bench-gk-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_DIR: join(dataDir, 'none') });
  const app = await buildApp({ config, logger: false });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokenOf = async (username: string) => {
    const res = await fetch(`${origin}/api/adminpanel/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: config.DEMO_PASSWORD }),
    });
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const post = (token: string) => (path: string, body: unknown, method = 'POST') =>
    fetch(`${origin}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return {
    origin,
    database: config.DATABASE_URL ? 'postgresql' : 'pglite',
    tokenOf,
    post,
    stop: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Loads `pallets` pallets of `units` distinct UPCs each (item master, manifests) and imports them. */
export async function preparePallets(admin: (path: string, body: unknown) => Promise<Response>, prefix: string, pallets: number, units: number) {
  const plan: { palletNo: string; upcs: string[] }[] = [];
  const run = `${Date.now() % 100_000}`.padStart(5, '0');
  for (let p = 0; p < pallets; p += 1) {
    const palletNo = `BENCH-${prefix}-${run}-${p}`;
    const upcs = Array.from({ length: units }, (_, i) => `9${run}${String(p).padStart(2, '0')}${String(i).padStart(4, '0')}`);
    plan.push({ palletNo, upcs });
  }
  const all = plan.flatMap((p) => p.upcs);
  const items = all.map((upc) => ({ upc, brand: 'BENCH', style: `B-${upc}`, headOfficeQty: 10, styleInBusinessUAE: true, styleInBusinessKSA: true }));
  const manifests = plan.flatMap((p) => p.upcs.map((upc) => ({ palletNo: p.palletNo, gateCountry: 'UAE', upc, qty: 1 })));
  for (const [path, rows] of [[P.feedItemMaster, items], [P.feedManifests, manifests]] as const) {
    const res = await admin(path, rows);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  }
  for (const p of plan) {
    const res = await admin(P.importPallet, { palletNo: p.palletNo });
    if (!res.ok) throw new Error(`import ${p.palletNo}: ${res.status}`);
  }
  return plan;
}
