/**
 * The PWA built into a temporary folder and served by the real server in this process (embedded
 * PGlite, or DATABASE_URL), for the benchmarks that drive Chromium. `close` stops the server and
 * removes the folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';

export async function startBuiltApp(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `panel-bench-${name}-`));
  const built = spawnSync('npx', ['vite', 'build', '--outDir', join(dir, 'dist'), '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('vite build failed');
  // No demo pictures drawn in the background (SEED_IMAGES): on these 2 cores that work would be
  // measured as the device's slowness. A benchmark that wants them sets SEED_IMAGES itself.
  const config = loadConfig({
    SEED_IMAGES: '0',
    ...process.env,
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: 'silent',
    STATIC_DIR: join(dir, 'dist'),
  });
  const app = await buildApp({ config, logger: false });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    config,
    origin,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
