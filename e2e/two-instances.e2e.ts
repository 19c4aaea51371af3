import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEKEEPER_PATHS, palletSnapshotSchema, type RoomCounts, type RoomJoinAnswer } from '../src/domain/gatekeeper/contracts.ts';
import { API_PATHS } from '../src/domain/services.ts';
import { acceptedUnits } from './support/pallet-units.ts';
import { signIn } from './support/api.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';
import { makeTempDir, removeDir } from './support/temp-dir.ts';

/**
 * Two server processes of one deployment on one PostgreSQL and one Redis (docs/operations.md,
 * "Several instances"): whichever instance a request reaches, live pallet counts, a revoked
 * session, a disabled account and the sign-in wait act the same. Needs TEST_DATABASE_URL and
 * REDIS_URL (CI sets both when the machine has them).
 */
const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const PASSWORD = 'Twin@Instances2121';
const PALLET = 'PLT-0015';

async function admin(run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: databaseServer });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!databaseServer || !redisUrl)('two server instances on one PostgreSQL and Redis', () => {
  const database = `panel_twin_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${database}`));
    const url = new URL(databaseServer!);
    url.pathname = `/${database}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SECRETS_KEY: randomBytes(32).toString('hex'),
      DEMO_PASSWORD: PASSWORD,
    };
    const start = async () => {
      const dataDir = await makeTempDir('twin');
      dirs.push(dataDir);
      const startTimeoutMs = Number(process.env.E2E_START_TIMEOUT_MS) || 180_000;
      // The API alone: no built app to serve.
      return startServer({ dataDir, env: { ...env, STATIC_DIR: `${dataDir}/no-build` }, startTimeoutMs });
    };
    // The first migrates and seeds the database; the second then starts on it as it is.
    a = await start();
    b = await start();
  }, 420_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await admin((c) => c.query(`drop database if exists ${database} with (force)`));
    await Promise.all(dirs.map(removeDir));
  });

  const tokenOn = async (server: ServerProcess, user: string) => {
    const reply = await signIn(server.baseUrl, user, PASSWORD);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data!.token;
  };
  const call = (server: ServerProcess, token: string, method: string, path: string, body?: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const menuStatus = async (server: ServerProcess, token: string) => (await call(server, token, 'GET', API_PATHS.userMenu)).status;

  it("a scan through one instance reaches a device listening to the pallet's room on the other", async () => {
    const token = await tokenOn(a, 'warehouse');
    const snap = palletSnapshotSchema.parse(
      ((await (await call(a, token, 'GET', `${GATEKEEPER_PATHS.snapshot}?palletNo=${PALLET}`)).json()) as { data: unknown }).data,
    );
    const [upc] = acceptedUnits(snap, 1);

    const socket: Socket = connect(b.baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      const joined = (await socket.emitWithAck('pallet:join', PALLET)) as RoomJoinAnswer;
      expect(joined.ok).toBe(true);
      const heard = new Promise<RoomCounts>((resolve) => socket.on('pallet:counts', resolve));
      const scan = await call(a, token, 'POST', GATEKEEPER_PATHS.scan, {
        palletNo: PALLET,
        upc,
        opId: crypto.randomUUID(),
        deviceTime: new Date().toISOString(),
      });
      expect(scan.status).toBe(200);
      const counts = await heard;
      expect(counts.palletNo).toBe(PALLET);
      expect(counts.counts.scanned).toBe((joined.ok ? joined.counts.scanned : 0) + 1);
    } finally {
      socket.close();
    }
  });

  it('a session signed out on one instance is refused by the other on its next request', async () => {
    const token = await tokenOn(a, 'office');
    expect(await menuStatus(b, token)).toBe(200);
    expect((await call(a, token, 'POST', API_PATHS.logout)).status).toBe(200);
    expect(await menuStatus(b, token)).toBe(401);
  });

  it('an account disabled on one instance is refused by the other on its next request', async () => {
    const adminToken = await tokenOn(a, 'admin');
    const created = await call(a, adminToken, 'POST', API_PATHS.users, {
      employeeNo: 'TWIN01',
      email: 'twin01@example.com',
      firstName: 'Twin',
      lastName: 'Instance',
      designation: '',
      company: '',
      password: PASSWORD,
      isAdmin: false,
      enabled: true,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const userId = ((await created.json()) as { data: { id: number } }).data.id;
    const token = await tokenOn(b, 'TWIN01');
    expect(await menuStatus(b, token)).toBe(200);
    expect((await call(a, adminToken, 'PUT', `${API_PATHS.users}/${userId}/enabled`, { enabled: false, revision: 1 })).status).toBe(200);
    expect(await menuStatus(b, token)).toBe(401);
  });

  it("an account's sign-in failures on both instances count together", async () => {
    const servers = [a, b];
    // Five failures cost nothing (docs/decisions.md, "Sign-in limits"): spread over both instances.
    for (let i = 0; i < 5; i++) expect((await signIn(servers[i % 2]!.baseUrl, 'operator', 'Not-the-password-1')).status).toBe(401);
    for (const server of servers) {
      const refused = await signIn(server.baseUrl, 'operator', PASSWORD);
      expect(refused.status).toBe(429);
    }
  });
});
