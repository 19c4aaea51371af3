/**
 * `npm run bench:office-load`: does the gate wait for the office? (issue 15: scan p99 under office
 * load ≤ 2× its value without it, on both databases; DATABASE_URL for PostgreSQL.) Prints JSON.
 *
 * DEVICES handhelds (default 4) scan one after another for SECONDS (default 8) in each phase:
 * - quiet: nothing else runs;
 * - upload: the operator replaces a 27,000-row Eligibility rule set (about 1 MB of CSV) again and
 *   again, each upload starting when the last answered;
 * - download: the office user downloads that set's CSV four at a time, again and again, as a
 *   browser asks for it (accepting gzip).
 * The server runs as its own process (bench/server-process.ts), on the same cores as this load.
 */
import { randomUUID } from 'node:crypto';
import { GATEKEEPER_PATHS as P } from '../src/domain/gatekeeper/contracts.ts';
import { preparePallets, startServer } from './gatekeeper-setup.ts';
import type { Reply } from './http-client.ts';

const DEVICES = Number(process.env.DEVICES ?? 4);
const SECONDS = Number(process.env.SECONDS ?? 8);
const RULE_ROWS = 27_000;
const DOWNLOADS_AT_ONCE = 4;
const GOAL_RATIO = 2;

/** 27,000 brand rejections of brands no scanned unit has: every scan is still judged against them. */
const ruleCsv = ['identifier,value,limit', ...Array.from({ length: RULE_ROWS }, (_, i) => `GATEKEEPER-KSA-BRAND-REJECTION,B${i},`)].join(
  '\n',
);

const percentile = (sorted: number[], q: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));

/** Calls `work` from `lanes` lanes, each starting again when it answered, until `until`. */
async function loop(lanes: number, until: () => boolean, work: () => Promise<Reply>) {
  const latencies: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (!until()) {
        const t0 = performance.now();
        const reply = await work().catch(() => undefined);
        latencies.push(performance.now() - t0);
        if (!reply?.ok) failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { done: latencies.length, failures, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
}

const server = await startServer(DEVICES + DOWNLOADS_AT_ONCE + 1);
try {
  const admin = server.as(await server.tokenOf('admin'));
  const device = server.as(await server.tokenOf('warehouse'));
  // As a browser asks for a download: compressed if the server can.
  const office = server.as(await server.tokenOf('office'), { 'accept-encoding': 'gzip' });
  const operator = server.textAs(await server.tokenOf('operator'));
  const upload = () => operator(`${P.ruleUpload}/Eligibility`, ruleCsv, 'text/csv');
  const first = await upload();
  if (!first.ok) throw new Error(`rule upload: ${first.status} ${first.text()}`);

  // Enough distinct units that no scan repeats a UPC, whatever the pace.
  const plan = await preparePallets(admin, 'O', 10, 3000);
  let taken = 0;
  const scan = () => {
    const pallet = plan[taken % plan.length]!;
    const upc = pallet.upcs[Math.floor(taken++ / plan.length)]!;
    return device(P.scan, { palletNo: pallet.palletNo, upc, opId: randomUUID(), deviceTime: new Date().toISOString() });
  };
  const phase = async (name: string, office?: { lanes: number; work: () => Promise<Reply> }) => {
    const ends = Date.now() + SECONDS * 1000;
    const until = () => Date.now() >= ends;
    const [scans, load] = await Promise.all([loop(DEVICES, until, scan), office ? loop(office.lanes, until, office.work) : null]);
    return { phase: name, scans, office: load };
  };

  await loop(
    DEVICES,
    (
      (ends) => () =>
        Date.now() >= ends
    )(Date.now() + 1000),
    scan,
  ); // warm
  const quiet = await phase('quiet');
  const uploading = await phase('upload', { lanes: 1, work: upload });
  const downloading = await phase('download', { lanes: DOWNLOADS_AT_ONCE, work: () => office(`${P.ruleSets}/Eligibility.csv`) });
  const ratio = (p: typeof quiet) => Number((p.scans.p99Ms / quiet.scans.p99Ms).toFixed(2));
  console.log(
    JSON.stringify(
      {
        benchmark: 'gatekeeper-office-load',
        database: server.database,
        setup: server.setup(),
        devices: DEVICES,
        secondsPerPhase: SECONDS,
        ruleRows: RULE_ROWS,
        ruleCsvBytes: Buffer.byteLength(ruleCsv),
        goal: { scanP99UnderLoadVsQuiet: GOAL_RATIO },
        phases: [quiet, uploading, downloading],
        scanP99Ratio: { upload: ratio(uploading), download: ratio(downloading) },
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
