import type { TestProject } from 'vitest/node';
import { createSetupApp, signIn, type TestApp } from '../support/test-app.ts';
import { createTestUser } from '../support/test-users.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    offlineServer: { origin: string; operatorToken: string; otherToken: string; adminToken: string };
  }
}

let running: TestApp | undefined;

/**
 * The real API server for the offline engine's tests, started here in Node (the test files run
 * in jsdom, whose typed arrays the server's crypto refuses). Each test file works on its own
 * seeded pallets, so files can share it.
 */
export async function setup(project: TestProject) {
  // Every test file signs in from 127.0.0.1; the per-address limit has its own tests (tests/server).
  running = await createSetupApp({ LOGIN_LIMIT_PER_MINUTE: '10000' });
  const origin = await running.app.listen({ port: 0, host: '127.0.0.1' });
  const grants = [{ page: '/apps/gatekeeper', level: 'L2' as const }];
  const operator = await createTestUser(running.app, 'GKDEVICE1', grants);
  const other = await createTestUser(running.app, 'GKDEVICE2', grants);
  // The administrator loads manifests of a file's own (feeds are for administrators only).
  const adminToken = await signIn(running.app, 'admin');
  project.provide('offlineServer', { origin, operatorToken: operator.token, otherToken: other.token, adminToken });
}

export async function teardown() {
  await running?.close();
}
