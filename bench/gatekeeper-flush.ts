/**
 * Time to flush a device's outbox of 10,000 operations through the sync endpoint, in order, in
 * batches of MAX_SYNC_BATCH (issue 5 goal: ≤ 15 s). `node --import tsx bench/gatekeeper-flush.ts`
 * (DATABASE_URL for PostgreSQL; the server runs as its own process). OPERATIONS (default 10000) scans over PALLETS (default 20).
 * Prints the CPU ms per operation of the server, its PostgreSQL backends and the client beside the times.
 */
import { randomUUID } from 'node:crypto';
import { GATEKEEPER_PATHS as P, MAX_SYNC_BATCH } from '../src/domain/gatekeeper/contracts.ts';
import { preparePallets, startServer } from './gatekeeper-setup.ts';

const OPERATIONS = Number(process.env.OPERATIONS ?? 10_000);
const PALLETS = Number(process.env.PALLETS ?? 20);
const BATCH = Number(process.env.BATCH ?? MAX_SYNC_BATCH);

const server = await startServer(1);
try {
  const admin = server.as(await server.tokenOf('admin'));
  const device = server.as(await server.tokenOf('warehouse'));
  const plan = await preparePallets(admin, 'F', PALLETS, Math.ceil(OPERATIONS / PALLETS));
  // The outbox as a device that scanned pallet after pallet holds it.
  const outbox = plan
    .flatMap((p) =>
      p.upcs.map((upc) => ({ type: 'scan', opId: randomUUID(), palletNo: p.palletNo, upc, deviceTime: new Date().toISOString() })),
    )
    .slice(0, OPERATIONS);
  const batchMs: number[] = [];
  let applied = 0;
  // CPU per operation as well as time: on a machine shared with other work, wall time alone misleads.
  const cpu = await server.meter.start();
  const started = performance.now();
  for (let i = 0; i < outbox.length; i += BATCH) {
    const t0 = performance.now();
    const res = await device(P.sync, { operations: outbox.slice(i, i + BATCH) });
    if (!res.ok) throw new Error(`sync: ${res.status} ${res.text()}`);
    const body = res.json<{ data: { results: { outcome: string }[] } }>();
    applied += body.data.results.filter((r) => r.outcome === 'applied').length;
    batchMs.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuPerOperation = await cpu(outbox.length);
  // Flushing the same outbox again (a device that never heard the answers) is answered from the record.
  const replayStarted = performance.now();
  for (let i = 0; i < outbox.length; i += BATCH) await device(P.sync, { operations: outbox.slice(i, i + BATCH) });
  const replaySeconds = (performance.now() - replayStarted) / 1000;
  batchMs.sort((a, b) => a - b);
  const at = (q: number) => Number(batchMs[Math.min(batchMs.length - 1, Math.floor(q * batchMs.length))]!.toFixed(1));
  console.log(
    JSON.stringify(
      {
        benchmark: 'gatekeeper-flush',
        database: server.database,
        setup: server.setup(),
        operations: outbox.length,
        applied,
        batchSize: BATCH,
        batches: batchMs.length,
        seconds: Number(seconds.toFixed(2)),
        operationsPerSecond: Number((outbox.length / seconds).toFixed(1)),
        batchP50Ms: at(0.5),
        batchP99Ms: at(0.99),
        cpuPerOperation,
        replaySeconds: Number(replaySeconds.toFixed(2)),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
