/**
 * Server scans per second and latency (issue 5 goal on PostgreSQL: ≥ 1,000 scans/s, p99 ≤ 25 ms).
 * `node --import tsx bench/gatekeeper-scan.ts` (DATABASE_URL for PostgreSQL). Prints JSON.
 * SCANS (default 5000) scans over PALLETS (default 10) pallets, CONCURRENCY (default 16) in flight:
 * several devices on several pallets, each scan a full write (lock, verdict, item, counts, opId).
 */
import { randomUUID } from 'node:crypto';
import { GATEKEEPER_PATHS as P } from '../src/domain/gatekeeper/contracts.ts';
import { preparePallets, startServer } from './gatekeeper-setup.ts';
import { load } from './load.ts';

const SCANS = Number(process.env.SCANS ?? 5000);
const PALLETS = Number(process.env.PALLETS ?? 10);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);

const server = await startServer();
try {
  const admin = server.post(await server.tokenOf('admin'));
  const device = server.post(await server.tokenOf('warehouse'));
  const plan = await preparePallets(admin, 'S', PALLETS, Math.ceil(SCANS / PALLETS));
  const scans = Array.from({ length: SCANS }, (_, i) => {
    const pallet = plan[i % PALLETS]!;
    return { palletNo: pallet.palletNo, upc: pallet.upcs[Math.floor(i / PALLETS)]! };
  });
  // A few hundred scans first, so the measured part runs on a warm server.
  const warm = 200;
  await load(warm, CONCURRENCY, (i) => device(P.scan, { ...scans[i]!, opId: randomUUID(), deviceTime: new Date().toISOString() }));
  const measured = await load(SCANS - warm, CONCURRENCY, (i) => device(P.scan, { ...scans[warm + i]!, opId: randomUUID(), deviceTime: new Date().toISOString() }));
  // A replay is answered from the record of applied operations.
  const replayId = randomUUID();
  await device(P.scan, { ...scans[0]!, opId: replayId, deviceTime: new Date().toISOString() });
  const replays = await load(1000, CONCURRENCY, () => device(P.scan, { ...scans[0]!, opId: replayId, deviceTime: new Date().toISOString() }));
  console.log(JSON.stringify({ benchmark: 'gatekeeper-scan', database: server.database, pallets: PALLETS, concurrency: CONCURRENCY, scans: measured, replays }, null, 2));
} finally {
  await server.stop();
}
