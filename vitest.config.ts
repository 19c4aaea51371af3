import { defineConfig } from 'vitest/config';

// What src/main.tsx imports before anything else (zod's locale and settings), for the suites that
// load client or domain modules without it. The server suites go through server/app.ts, which imports it.
const zodConfig = 'src/domain/zod-config.ts';

// The server suite runs on embedded PGlite always, and again on PostgreSQL when CI names one.
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'server-pg',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          env: { TEST_DB_KIND: 'postgres' },
          globalSetup: ['tests/support/postgres-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], setupFiles: [zodConfig] } },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['tests/support/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
