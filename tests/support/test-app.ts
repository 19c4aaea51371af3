import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { connectDatabase, type Db } from '../../server/db/connect.ts';
import { loadTemplate, sharedTemplate } from './pglite-template.ts';
import { TEST_PASSWORD } from './test-password.ts';

export { TEST_PASSWORD };

/** Settings that change what the seed writes: with any of them a test needs its own fresh seed. */
const SEED_SETTINGS = ['SEED', 'DEMO_PASSWORD', 'DATA_CENTRE', 'SEED_IMAGES'];

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The PostgreSQL database of this app (TEST_DB_KIND=postgres), for a second instance on it. */
  databaseUrl?: string;
  close: () => Promise<void>;
}

/**
 * A fresh server on a fresh database: in-memory PGlite, or (TEST_DB_KIND=postgres) a new
 * database created on TEST_DATABASE_URL's server and dropped afterwards. A test file starts from
 * the template its project's global setup provided; a global setup passes `pgliteTemplate` itself.
 */
export async function createTestApp(env: Record<string, string> = {}, options: { pgliteTemplate?: string } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'panel-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DEMO_PASSWORD: TEST_PASSWORD,
    STATIC_DIR: join(dataDir, 'no-build'),
    // Drawing demo pictures costs seconds a fresh seed; a test that wants them asks for them.
    SEED_IMAGES: '0',
    ...env,
  });
  const seededAsUsual = !SEED_SETTINGS.some((name) => name in env);
  const { db, dropDatabase, url } = await freshDatabase(seededAsUsual, options.pgliteTemplate);
  const app = await buildApp({ config, db, logger: false });
  return {
    app,
    config,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server a project's global setup shares with its test files (web, offline): on the run's
 * seeded PGlite template, built once for every project; closing it also removes the template.
 */
export async function createSetupApp(env: Record<string, string> = {}): Promise<TestApp> {
  const template = await sharedTemplate();
  const running = await createTestApp(env, { pgliteTemplate: template.file });
  return {
    ...running,
    close: async () => {
      await running.close();
      await template.remove();
    },
  };
}

/**
 * A second server instance of `first`'s deployment: the same PostgreSQL database and settings, its
 * own connection pool, caches and Redis clients (as another process would have). Close it first.
 */
export async function createSecondInstance(first: TestApp): Promise<FastifyInstance> {
  if (!first.databaseUrl) throw new Error('a second instance needs the first on PostgreSQL');
  const { db } = await connectDatabase({ url: first.databaseUrl });
  return buildApp({ config: first.config, db, logger: false });
}

/** What the project's globalSetup provided (tests/support/*-template.ts), if it ran one. */
function provided<K extends 'pgliteTemplate' | 'postgresTemplate'>(key: K): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined; // outside a test worker, e.g. in a globalSetup
  }
}

/** An empty database of the suite's kind, not migrated: for tests of the migrations themselves. */
export const emptyTestDatabase = () => freshDatabase(false);

async function freshDatabase(
  useTemplate: boolean,
  pgliteTemplate?: string,
): Promise<{ db: Db; dropDatabase: () => Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !serverUrl) {
    const file = useTemplate ? (pgliteTemplate ?? provided('pgliteTemplate')) : undefined;
    const template = file ? await loadTemplate(file) : undefined;
    return { ...(await connectDatabase({ template })), dropDatabase: async () => undefined };
  }
  const name = `panel_test_${randomBytes(6).toString('hex')}`;
  const template = useTemplate ? provided('postgresTemplate') : undefined;
  await withAdmin(serverUrl, (c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { db } = await connectDatabase({ url: url.toString() });
  return {
    db,
    url: url.toString(),
    dropDatabase: () => withAdmin(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)),
  };
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
