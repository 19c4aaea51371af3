/**
 * `npm run bench`: starts the real server on loopback (embedded PGlite, or DATABASE_URL) and
 * measures the platform's hot paths. Prints one JSON document; it is a measurement, not a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { load } from './load.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'panel-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_DIR: join(dataDir, 'none') });
const app = await buildApp({ config, logger: false });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  const signIn = (username: string) =>
    fetch(`${origin}/api/adminpanel/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: config.DEMO_PASSWORD, appName: 'adminpanel', datasenter: 'uae' }),
    });
  const token = ((await (await signIn('operator')).json()) as { data: { token: string } }).data.token;
  const users = ['admin', 'office', 'operator', 'warehouse'];

  const results = {
    database: config.DATABASE_URL ? 'postgresql' : 'pglite',
    health: await load(2000, 16, () => fetch(`${origin}/api/health`)),
    // Every authenticated call verifies the JWT and reads the user and grants: the floor of any screen.
    tokenSignIn: await load(2000, 16, () => fetch(`${origin}/api/adminpanel/user/token`, { headers: { authorization: `Bearer ${token}` } })),
    // scrypt is deliberately slow; this shows how many sign-ins a second one core can take.
    // 28 stays under the per-address limit of 30 sign-ins a minute.
    passwordSignIn: await load(28, 2, (i) => signIn(users[i % users.length]!)),
  };
  console.log(JSON.stringify(results, null, 2));
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
