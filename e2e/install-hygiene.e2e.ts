import { chmod, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/api.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';
import { makeTempDir, removeDir } from './support/temp-dir.ts';

const PASSWORD = 'Hygiene@2121-install';
const serverEnv = { SEED: 'none', DEMO_PASSWORD: PASSWORD };

/** Every path under `dir` (itself included) with its permission bits. */
async function modes(dir: string): Promise<{ path: string; mode: number }[]> {
  const out = [{ path: dir, mode: (await stat(dir)).mode & 0o777 }];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isSymbolicLink()) out.push({ path, mode: (await stat(path)).mode & 0o777 });
  }
  return out;
}

/** Starts the server as a careless service manager would: umask 000, so nothing is restricted for it. */
async function startWithOpenUmask(dataDir: string): Promise<ServerProcess> {
  const previous = process.umask(0);
  try {
    return await startServer({ dataDir, env: serverEnv });
  } finally {
    process.umask(previous);
  }
}

// A server of its own on a data directory it creates, started twice: what it writes, and what it logs.
describe('a locked-down install', () => {
  let root: string;
  let dataDir: string;
  let firstOutput = '';
  let second: ServerProcess;

  beforeAll(async () => {
    root = await makeTempDir('hygiene');
    dataDir = join(root, 'data');
    const first = await startWithOpenUmask(dataDir);
    // A failed sign-in and a good one: a statement with a hash among its parameters runs either way.
    await signIn(first.baseUrl, 'admin', `${PASSWORD}-wrong`);
    expect((await signIn(first.baseUrl, 'admin', PASSWORD)).status).toBe(200);
    firstOutput = first.output(1_000);
    await first.stop();
    // What an old install or a restored copy leaves behind: a file the whole machine may change.
    await writeFile(join(dataDir, 'left-behind.txt'), 'x');
    await chmod(join(dataDir, 'left-behind.txt'), 0o666);
    second = await startWithOpenUmask(dataDir);
  });

  afterAll(async () => {
    await second?.stop(2_000);
    if (root) await removeDir(root);
  });

  it('keeps the data directory and everything in it to its owner, even under umask 000', async () => {
    const open = (await modes(dataDir)).filter((m) => m.mode & 0o077);
    expect(open, JSON.stringify(open.slice(0, 5))).toEqual([]);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });

  it('warns at start about what it had to close', () => {
    expect(second.output(1_000)).toMatch(/held files other users could read or change/);
  });

  it('prints the demo password on the start that seeds it, and never again', () => {
    expect(firstOutput).toContain(PASSWORD);
    expect(second.output(1_000)).not.toContain(PASSWORD);
  });

  it('logs no password hash, secret or token', () => {
    const logs = firstOutput + second.output(1_000);
    expect(logs).not.toMatch(/scrypt\$\d|eyJ[\w-]{10,}\.[\w-]{10,}/);
    expect(logs).not.toContain(`${PASSWORD}-wrong`);
  });
});
