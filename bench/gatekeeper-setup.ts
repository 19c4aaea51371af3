/**
 * Shared by the gatekeeper benchmarks: the real server as its own process on loopback (embedded
 * PGlite, or DATABASE_URL), signed-in callers over a lean keep-alive client, and pallets of
 * distinct UPCs loaded through the ERP feed, so every scan finds a unit and no capping window fills up.
 */
import { availableParallelism, loadavg } from 'node:os';
import { GATEKEEPER_PATHS as P } from '../src/domain/gatekeeper/contracts.ts';
import { API_PATHS } from '../src/domain/services.ts';
import { cpuMeter } from './cpu.ts';
import { httpClient, type Call } from './http-client.ts';
import { spawnServer } from './server-process.ts';

// The demo's pictures would otherwise be drawn in the background during the measurement.
process.env.SEED_IMAGES ??= '0';

/** The server, a client of `sockets` connections, and a CPU meter of the server (and its database). */
export async function startServer(sockets: number) {
  const server = await spawnServer();
  const client = httpClient(server.origin, sockets);
  const meter = await cpuMeter(server.pid, process.env.DATABASE_URL);
  const tokenOf = async (username: string) => {
    const res = await client.as()(API_PATHS.login, { username, password: server.password });
    if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status} ${res.text()}`);
    return res.json<{ data: { token: string } }>().data.token;
  };
  return {
    database: server.database,
    /** What the figures were taken on: the same cores serve the server, the load and the database. */
    setup: () => ({
      server: 'own process: node --import tsx server/main.ts',
      logLevel: server.logLevel,
      client: `node:http keep-alive, at most ${sockets} sockets`,
      cores: availableParallelism(),
      sharedCores: 'server, load generator and database run on the same cores',
      loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
    }),
    tokenOf,
    as: client.as,
    textAs: client.textAs,
    meter,
    logLines: server.logLines,
    logFile: server.logFile,
    stop: async () => {
      client.close();
      await meter.close();
      await server.stop();
    },
  };
}

/** Loads `pallets` pallets of `units` distinct UPCs each (item master, manifests) and imports them. */
export async function preparePallets(admin: Call, prefix: string, pallets: number, units: number) {
  const plan: { palletNo: string; upcs: string[] }[] = [];
  const run = `${Date.now() % 100_000}`.padStart(5, '0');
  for (let p = 0; p < pallets; p += 1) {
    const palletNo = `BENCH-${prefix}-${run}-${p}`;
    const upcs = Array.from({ length: units }, (_, i) => `9${run}${String(p).padStart(2, '0')}${String(i).padStart(4, '0')}`);
    plan.push({ palletNo, upcs });
  }
  const all = plan.flatMap((p) => p.upcs);
  const items = all.map((upc) => ({
    upc,
    brand: 'BENCH',
    style: `B-${upc}`,
    headOfficeQty: 10,
    styleInBusinessUAE: true,
    styleInBusinessKSA: true,
  }));
  const manifests = plan.flatMap((p) => p.upcs.map((upc) => ({ palletNo: p.palletNo, gateCountry: 'UAE', upc, qty: 1 })));
  for (const [path, rows] of [
    [P.feedItemMaster, items],
    [P.feedManifests, manifests],
  ] as const) {
    const res = await admin(path, rows);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${res.text()}`);
  }
  for (const p of plan) {
    const res = await admin(P.importPallet, { palletNo: p.palletNo });
    if (!res.ok) throw new Error(`import ${p.palletNo}: ${res.status}`);
  }
  return plan;
}
