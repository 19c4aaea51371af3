/**
 * Server scans per second and latency (issue 5 goal on PostgreSQL: ≥ 1,000 scans/s, p99 ≤ 25 ms).
 * `node --import tsx bench/gatekeeper-scan.ts` (DATABASE_URL for PostgreSQL). Prints JSON.
 * SCANS (default 5000) scans at each of CONCURRENCY (default "16,4") requests in flight, over
 * PALLETS (default 10) pallets: several devices on several pallets, each scan a full write (lock,
 * verdict, item, counts, opId). The server runs as its own process (bench/server-process.ts).
 */
import { randomUUID } from 'node:crypto';
import { GATEKEEPER_PATHS as P } from '../src/domain/gatekeeper/contracts.ts';
import { preparePallets, startServer } from './gatekeeper-setup.ts';
import { load } from './load.ts';

const SCANS = Number(process.env.SCANS ?? 5000);
const PALLETS = Number(process.env.PALLETS ?? 10);
const LEVELS = (process.env.CONCURRENCY ?? '16,4').split(',').map(Number);
const WARM = 200;
const REPLAYS = 1000;

const server = await startServer(Math.max(...LEVELS));
try {
  const admin = server.as(await server.tokenOf('admin'));
  const device = server.as(await server.tokenOf('warehouse'));
  const perLevel = SCANS + WARM;
  // One unit more than the levels take, for the replay.
  const plan = await preparePallets(admin, 'S', PALLETS, Math.ceil((perLevel * LEVELS.length + 1) / PALLETS));
  let taken = 0;
  // Each scan takes the next unit of the next pallet in turn, so no scan repeats a UPC.
  const nextScan = () => {
    const i = taken++;
    const pallet = plan[i % PALLETS]!;
    return {
      palletNo: pallet.palletNo,
      upc: pallet.upcs[Math.floor(i / PALLETS)]!,
      opId: randomUUID(),
      deviceTime: new Date().toISOString(),
    };
  };
  const scan = () => device(P.scan, nextScan());

  const levels = [];
  for (const concurrency of LEVELS) {
    // A few hundred scans first, so the measured part runs on a warm server.
    await load(WARM, concurrency, scan);
    const logBefore = server.logLines();
    const cpu = await server.meter.start();
    const scans = await load(SCANS, concurrency, scan);
    const logLinesPerRequest = Number(((server.logLines() - logBefore) / SCANS).toFixed(2));
    levels.push({ concurrency, ...scans, ...(await cpu(SCANS)), logLinesPerRequest });
  }

  // A replay is answered from the record of applied operations.
  const first = nextScan();
  await device(P.scan, first);
  const cpu = await server.meter.start();
  const replays = await load(REPLAYS, LEVELS[0]!, () => device(P.scan, first));
  const replay = { concurrency: LEVELS[0], ...replays, ...(await cpu(REPLAYS)) };

  console.log(
    JSON.stringify(
      { benchmark: 'gatekeeper-scan', database: server.database, pallets: PALLETS, setup: server.setup(), scans: levels, replays: replay },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
