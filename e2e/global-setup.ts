import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { plainEnv } from './support/child-env.ts';
import { ensureChromium } from './support/chromium.ts';
import { repoRoot, startServer } from './support/server-process.ts';
import { makeTempDir, removeDir } from './support/temp-dir.ts';
import type {} from './support/shared-server.ts';

/** The password of the seeded demo users in the server the specs share. */
const DEMO_PASSWORD = 'E2e@Demo2121';

/**
 * The directory of the built PWA to serve. E2E_SKIP_BUILD=1 reuses dist/ when it holds a build;
 * otherwise the app is built into this run's own directory, so a `vite build` running elsewhere in
 * the working tree cannot swap the files under a test, and this run leaves dist/ alone.
 */
function builtApp(runDir: string): string {
  const dist = path.join(repoRoot, 'dist');
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(dist, 'index.html'))) {
    console.log('[e2e] E2E_SKIP_BUILD=1: serving the existing dist/');
    return dist;
  }
  const outDir = path.join(runDir, 'dist');
  console.log(`[e2e] building the app (npx vite build --outDir ${outDir})`);
  const run = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: plainEnv(),
  });
  if (run.error || run.status !== 0) {
    throw new Error(`\`npx vite build\` failed (${run.error ? run.error.message : `exit code ${run.status}`})`);
  }
  return outDir;
}

/** Prepares Chromium and the app, starts the real server on a temporary database, and stops it afterwards. */
export default async function setup(project: TestProject) {
  ensureChromium();
  const runDir = await makeTempDir('run');
  try {
    const staticDir = builtApp(runDir);
    const dataDir = path.join(runDir, 'data');
    // A loaded machine may need longer than the default 120 s for a first start (migrate and seed).
    const startTimeoutMs = Number(process.env.E2E_START_TIMEOUT_MS) || undefined;
    const server = await startServer({ dataDir, env: { DEMO_PASSWORD, STATIC_DIR: staticDir }, startTimeoutMs });
    console.log(`[e2e] server ready at ${server.baseUrl} (data in ${dataDir})`);
    project.provide('baseUrl', server.baseUrl);
    project.provide('demoPassword', DEMO_PASSWORD);
    return async () => {
      const exit = await server.stop();
      if (exit.code !== 0) console.error(`[e2e] the shared server exited with code ${exit.code}, signal ${exit.signal}`);
      await removeDir(runDir);
    };
  } catch (error) {
    await removeDir(runDir);
    throw error;
  }
}
