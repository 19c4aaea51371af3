/**
 * Live lists (issue 43): VIEWERS sockets (default 10) watch State Settings while one writer saves
 * WRITES states (default 40), one every INTERVAL_MS; for each save and viewer, the time from the
 * save's request to the viewer's `list:changed` naming that state. Goal: p95 ≤ 2 s. Runs on
 * embedded PGlite (one instance), and, when TEST_DATABASE_URL and REDIS_URL are set, on PostgreSQL
 * with Redis and two instances (viewers split over both, the writer on the first).
 * `npm run bench:live-lists` (ONLY=pglite or ONLY=postgres for one of them). Prints JSON.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { LIST_EVENTS, type ListChanged } from '../src/domain/lists/live.ts';
import { REFERENCE_PATHS } from '../src/domain/reference/paths.ts';
import { API_PATHS } from '../src/domain/services.ts';
import { spawnServer } from './server-process.ts';
import { spreadMs } from './stats.ts';

const VIEWERS = Number(process.env.VIEWERS ?? 10);
const WRITES = Number(process.env.WRITES ?? 40);
const INTERVAL_MS = Number(process.env.INTERVAL_MS ?? 250);
const GOAL_MS = 2_000;
const PAGE = '/apps/state-settings';
// The demo's pictures would otherwise be drawn in the background during the measurement.
process.env.SEED_IMAGES ??= '0';

type Server = Awaited<ReturnType<typeof spawnServer>>;

async function call<T>(origin: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { data: T }).data;
}

const signIn = (server: Server, username: string) =>
  call<{ token: string }>(server.origin, null, 'POST', API_PATHS.login, { username, password: server.password }).then((d) => d.token);

function viewer(origin: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(origin, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true });
    socket.once('connect', () => {
      socket
        .emitWithAck(LIST_EVENTS.join, { page: PAGE })
        .then((answer: { ok: boolean }) => (answer.ok ? resolve(socket) : reject(new Error(JSON.stringify(answer)))), reject);
    });
    socket.once('connect_error', reject);
  });
}

/** The measurement on running servers: viewers spread over them, the writer on the first. */
async function measure(servers: Server[]) {
  const writer = await signIn(servers[0]!, 'operator');
  const run = Date.now().toString(36).slice(-4).toUpperCase();
  const state = (i: number, suffix = '') => ({
    stateName: `Bench live ${run} ${i}${suffix}`,
    ar_StateName: '',
    stateCode: `BL${run}${i}`,
    countryId: 1,
    displayOrder: 0,
    status: 'a',
  });
  const states: { id: number; revision: number }[] = [];
  for (let i = 0; i < WRITES; i++) states.push(await call(servers[0]!.origin, writer, 'POST', REFERENCE_PATHS.states, state(i)));

  const tokens = await Promise.all(servers.map((s) => signIn(s, 'office')));
  const sockets = await Promise.all(
    Array.from({ length: VIEWERS }, (_, v) => viewer(servers[v % servers.length]!.origin, tokens[v % servers.length]!)),
  );
  // Heard at: per state id, per viewer.
  const heard = new Map<string, number[]>();
  sockets.forEach((socket, v) =>
    socket.on(LIST_EVENTS.changed, (event: ListChanged) => {
      const at = performance.now();
      for (const id of event.ids) {
        const times = heard.get(id) ?? [];
        times[v] ??= at;
        heard.set(id, times);
      }
    }),
  );
  // The creations above are heard no more: the feed starts from the newest entry when a room is joined.
  await new Promise((resolve) => setTimeout(resolve, 500));

  const sent = new Map<string, number>();
  for (const [i, { id, revision }] of states.entries()) {
    sent.set(String(id), performance.now());
    await call(servers[0]!.origin, writer, 'PUT', `${REFERENCE_PATHS.states}/${id}`, { ...state(i, ' saved'), revision });
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  sockets.forEach((s) => s.disconnect());

  const latencies: number[] = [];
  let missed = 0;
  for (const [id, at] of sent) {
    const times = heard.get(id) ?? [];
    for (let v = 0; v < VIEWERS; v++) {
      if (times[v] === undefined) missed += 1;
      else latencies.push(times[v]! - at);
    }
  }
  const spread = latencies.length > 0 ? spreadMs(latencies) : null;
  return {
    viewers: VIEWERS,
    writes: WRITES,
    intervalMs: INTERVAL_MS,
    samples: latencies.length,
    missed,
    changeToEvent: spread,
    goalP95Ms: GOAL_MS,
    meetsGoal: spread !== null && missed === 0 && spread.p95Ms <= GOAL_MS,
  };
}

async function onPglite() {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL };
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
  const server = await spawnServer();
  Object.assign(process.env, Object.fromEntries(Object.entries(saved).filter(([, v]) => v !== undefined)));
  try {
    return { database: 'pglite', instances: 1, ...(await measure([server])) };
  } finally {
    await server.stop();
  }
}

async function onPostgresWithRedis(databaseServer: string, redisUrl: string) {
  const database = `panel_live_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseServer });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${database}`);
  const url = new URL(databaseServer);
  url.pathname = `/${database}`;
  // Both instances sign the same tokens: one deployment.
  Object.assign(process.env, {
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl,
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
    SECRETS_KEY: process.env.SECRETS_KEY ?? randomBytes(32).toString('hex'),
  });
  const servers: Server[] = [];
  try {
    // The first migrates and seeds; the second starts on the database as it is.
    servers.push(await spawnServer());
    servers.push(await spawnServer());
    return { database: 'postgresql', redis: true, instances: 2, ...(await measure(servers)) };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await admin(`drop database if exists ${database} with (force)`);
  }
}

// ONLY=pglite or ONLY=postgres measures one of the two.
const only = process.env.ONLY;
const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const runs = only === 'postgres' ? [] : [await onPglite()];
if (databaseServer && redisUrl && only !== 'pglite') runs.push(await onPostgresWithRedis(databaseServer, redisUrl));
console.log(
  JSON.stringify(
    {
      benchmark: 'live-lists',
      setup: {
        server: 'own process per instance: node --import tsx server/main.ts',
        cores: availableParallelism(),
        sharedCores: 'servers, viewers, writer and database run on the same cores',
        loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
        postgresWithRedis: databaseServer && redisUrl ? 'measured' : 'skipped: TEST_DATABASE_URL and REDIS_URL not both set',
      },
      runs,
    },
    null,
    2,
  ),
);
