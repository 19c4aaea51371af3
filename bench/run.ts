/**
 * `npm run bench`: starts the real server as its own process on loopback (embedded PGlite, or
 * DATABASE_URL) and measures the platform's hot paths. Prints one JSON document; it is a
 * measurement, not a test.
 */
import { availableParallelism, loadavg } from 'node:os';
import { API_PATHS } from '../src/domain/services.ts';
import { httpClient } from './http-client.ts';
import { load } from './load.ts';
import { spawnServer } from './server-process.ts';

const server = await spawnServer();
const client = httpClient(server.origin, 16);

try {
  const anonymous = client.as();
  const signIn = (username: string) =>
    anonymous(API_PATHS.login, { username, password: server.password, appName: 'adminpanel', datasenter: 'uae' });
  const token = (await signIn('operator')).json<{ data: { token: string } }>().data.token;
  const operator = client.as(token);
  const users = ['admin', 'office', 'operator', 'warehouse'];

  const results = {
    database: server.database,
    setup: {
      server: 'own process',
      logLevel: server.logLevel,
      cores: availableParallelism(),
      sharedCores: 'server, load generator and database run on the same cores',
      loadAverage: loadavg(),
    },
    health: await load(2000, 16, () => anonymous(API_PATHS.health)),
    // Every authenticated call verifies the JWT and reads the user and grants: the floor of any screen.
    tokenSignIn: await load(2000, 16, () => operator(API_PATHS.tokenLogin)),
    // scrypt is deliberately slow; this shows how many sign-ins a second one core can take.
    // 28 stays under the per-address limit of 30 sign-ins a minute.
    passwordSignIn: await load(28, 2, (i) => signIn(users[i % users.length]!)),
  };
  console.log(JSON.stringify(results, null, 2));
} finally {
  client.close();
  await server.stop();
}
