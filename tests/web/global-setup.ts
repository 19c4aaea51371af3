import type { TestProject } from 'vitest/node';
import { createSetupApp, type TestApp } from '../support/test-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiOrigin: string;
  }
}

let running: TestApp | undefined;

/** Starts the real API server on a free port for the component tests; they call it over HTTP. */
export async function setup(project: TestProject) {
  // Every test file signs in from 127.0.0.1; the per-address limit has its own tests (tests/server).
  running = await createSetupApp({ LOGIN_LIMIT_PER_MINUTE: '10000' });
  const origin = await running.app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('apiOrigin', origin);
}

export async function teardown() {
  await running?.close();
}
