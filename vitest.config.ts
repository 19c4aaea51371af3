import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// What src/main.tsx imports before anything else (zod's locale and settings), for the suites that
// load client or domain modules without it. The server suites go through server/app.ts, which imports it.
const zodConfig = 'src/domain/zod-config.ts';

// A server suite on one kind of database. Its files share their workers' module graph (`isolate:
// false`): each file builds its own app, database and server, so only the import of the server's
// code is shared, which is most of a file's start. The file that mocks a server module runs apart.
const MOCKING = ['tests/server/sign-in-delay.test.ts'];
function serverSuite(name: string, kind: 'pglite' | 'postgres', globalSetup: string) {
  const common = {
    environment: 'node' as const,
    env: { TEST_DB_KIND: kind },
    globalSetup: [globalSetup],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
    { test: { ...common, name, include: ['tests/server/**/*.test.ts'], exclude: MOCKING, isolate: false } },
    { test: { ...common, name: `${name}-mocks`, include: MOCKING } },
  ];
}

// The server suite runs on embedded PGlite always, and again on PostgreSQL when CI names one.
const serverOnPostgres = process.env.TEST_DATABASE_URL ? serverSuite('server-pg', 'postgres', 'tests/support/postgres-template.ts') : [];

export default defineConfig({
  test: {
    // A worker per core. vitest's default leaves one core to its main process, which here mostly
    // waits (it serves the web and offline suites' API): on two cores that ran one file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], setupFiles: [zodConfig] } },
      ...serverSuite('server', 'pglite', 'tests/support/pglite-template.ts'),
      ...serverOnPostgres,
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: [zodConfig, 'tests/web/setup.ts'],
          globalSetup: ['tests/web/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The offline engine in jsdom + fake-indexeddb, against the real server (tests/offline/global-setup.ts).
        test: {
          name: 'offline',
          environment: 'jsdom',
          include: ['tests/offline/**/*.test.ts'],
          setupFiles: [zodConfig, 'tests/offline/setup.ts'],
          globalSetup: ['tests/offline/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
