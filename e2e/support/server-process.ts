import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { plainEnv } from './child-env.ts';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly baseUrl: string;
  readonly port: number;
  readonly dataDir: string;
  /** Settles when the process has exited, with its exit code or signal. */
  readonly exited: Promise<ServerExit>;
  /** The last `lines` lines the server wrote to stdout and stderr (pino JSON), for failure messages. */
  output(lines?: number): string;
  /** Sends a signal without waiting. */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL if the server has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<ServerExit>;
}

export interface StartServerOptions {
  dataDir: string;
  /** Extra environment; a value of undefined removes the variable. */
  env?: Record<string, string | undefined>;
  startTimeoutMs?: number;
}

const OUTPUT_LINES_KEPT = 300;
const live = new Set<ChildProcess>();

// A test process that dies must not leave servers holding ports and temp dirs behind.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// Embedded PGlite and no external services, whatever the calling shell has set.
const UNSET_FOR_SERVER = [
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'REDIS_URL',
  'LEGACY_ADMIN_URL',
  'WMS_URL',
  'SEED',
  'TRUST_PROXY',
  'STATIC_DIR',
];

function serverEnv(port: number, dataDir: string, extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const unset = Object.fromEntries(UNSET_FOR_SERVER.map((key) => [key, undefined]));
  // Demo pictures cost seconds on every fresh seed and no end-to-end test looks at them.
  return plainEnv({ ...unset, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_IMAGES: '0', ...extra });
}

/** Starts `server/main.ts` as a child process on a free port and resolves once /api/health answers. */
export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: serverEnv(port, options.dataDir, options.env ?? {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);

  const lines: string[] = [];
  const echo = process.env.E2E_SERVER_LOG === '1';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    if (echo) process.stderr.write(text);
    lines.push(...text.split('\n').filter(Boolean));
    if (lines.length > OUTPUT_LINES_KEPT) lines.splice(0, lines.length - OUTPUT_LINES_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let exitInfo: ServerExit | undefined;
  const exited = new Promise<ServerExit>((resolve) => {
    child.once('error', (error) => {
      lines.push(`spawn failed: ${error.message}`);
      exitInfo = { code: null, signal: null };
      live.delete(child);
      resolve(exitInfo);
    });
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      live.delete(child);
      resolve(exitInfo);
    });
  });

  const server: ServerProcess = {
    baseUrl,
    port,
    dataDir: options.dataDir,
    exited,
    output: (count = 60) => lines.slice(-count).join('\n'),
    signal: (signal) => {
      if (!exitInfo) child.kill(signal);
    },
    stop: async (graceMs = 20_000) => {
      if (exitInfo) return exitInfo;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };

  try {
    await waitForHealth(server, () => exitInfo, options.startTimeoutMs ?? 120_000);
  } catch (error) {
    await server.stop(2_000);
    throw error;
  }
  return server;
}

async function waitForHealth(server: ServerProcess, exitInfo: () => ServerExit | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    const exit = exitInfo();
    if (exit) {
      throw new Error(
        `The server exited (code ${exit.code}, signal ${exit.signal}) before /api/health answered.\n` +
          `--- server output ---\n${server.output()}`,
      );
    }
    try {
      const reply = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      const body = (await reply.json().catch(() => null)) as { status?: unknown } | null;
      if (reply.ok && body?.status === true) return;
      lastProblem = `HTTP ${reply.status} ${JSON.stringify(body)}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not answer /api/health within ${timeoutMs / 1000} s (last: ${lastProblem}).\n` +
      `--- server output ---\n${server.output()}`,
  );
}
