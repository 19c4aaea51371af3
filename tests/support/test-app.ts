import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { connectDatabase, type Db } from '../../server/db/connect.ts';

export const TEST_PASSWORD = 'Demo@2121';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
}

/**
 * A fresh server on a fresh database: in-memory PGlite, or (TEST_DB_KIND=postgres) a new
 * database created on TEST_DATABASE_URL's server and dropped afterwards.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'panel-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DEMO_PASSWORD: TEST_PASSWORD,
    STATIC_DIR: join(dataDir, 'no-build'),
    ...env,
  });
  const { db, dropDatabase } = await freshDatabase();
  const app = await buildApp({ config, db, logger: false });
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabase(): Promise<{ db: Db; dropDatabase: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !serverUrl) {
    return { ...(await connectDatabase({})), dropDatabase: async () => undefined };
  }
  const name = `panel_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { db } = await connectDatabase({ url: url.toString() });
  return { db, dropDatabase: () => withAdmin(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)) };
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** Signs in through the real endpoint and answers the token. */
export async function signIn(app: FastifyInstance, username: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/adminpanel/user/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { token: string } }).data.token;
}
