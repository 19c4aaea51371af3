/**
 * The real server as its own process, started the way production starts it
 * (`node --import tsx server/main.ts`), on a free loopback port with a fresh DATA_DIR. Devices
 * are other machines, so the load generator must not share the server's event loop; on this
 * machine both still share its cores, and the benchmarks say so in their output.
 *
 * LOG_LEVEL defaults to production's `info` (a line per request); its output goes to a file, as
 * a log collector would take it. SERVER_NODE_OPTIONS adds flags to the server's node
 * (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API_PATHS } from '../src/domain/services.ts';
import { DEFAULT_DEMO_PASSWORD } from '../server/config.ts';

const ROOT = resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export async function spawnServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'panel-bench-server-'));
  const port = await freePort();
  const logLevel = process.env.LOG_LEVEL ?? 'info';
  const logFile = join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  const flags = (process.env.SERVER_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, ['--import', 'tsx', ...flags, 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      STATIC_DIR: join(dataDir, 'none'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', out, out],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const origin = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${readFileSync(logFile, 'utf8')}`);
    const up = await fetch(`${origin}${API_PATHS.health}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within ${START_TIMEOUT_MS} ms:\n${readFileSync(logFile, 'utf8')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    origin,
    pid: child.pid!,
    logLevel,
    database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    password: process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    logFile,
    /** Lines the server logged so far. */
    logLines: () => readFileSync(logFile, 'utf8').split('\n').length - 1,
    /** Stops it as an orchestrator would (SIGTERM: drain, close the database, exit) and removes its data. */
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      if (code !== 0) console.error(`server exited with ${code}`);
    },
  };
}
