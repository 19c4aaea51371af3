import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/** Debian's Chromium: playwright's own browser download cannot reach its CDN from these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Headless in a container as root: no sandbox, no GPU, and nothing that phones home during a test.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const HOW_TO_INSTALL =
  'Install it as root with `apt-get update && apt-get install -y chromium`, ' +
  'or set CHROMIUM_PATH to a Chromium binary. A browser download by playwright itself does not work here.';

/** Installs Debian's chromium package when the binary is missing; throws a message saying what to do otherwise. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH points to ${CHROMIUM_PATH}, which does not exist.`);
  }
  console.log(`[e2e] ${CHROMIUM_PATH} is missing: installing Debian's chromium package with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.error || run.status !== 0) {
      const why = run.error ? run.error.message : `exit code ${run.status}`;
      throw new Error(`Chromium is missing and \`apt-get ${args.join(' ')}\` failed (${why}). ${HOW_TO_INSTALL}`);
    }
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing. ${HOW_TO_INSTALL}`);
  }
}

/** Starts headless Chromium; `extraArgs` add switches (a fake camera, say). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * Starts headless Chromium with a profile kept in `userDataDir`, as an installed app runs: its
 * IndexedDB is on disk (a fresh context's is in memory), so durable writes cost what they cost.
 */
export function launchPersistentChromium(
  userDataDir: string,
  options: BrowserContextOptions,
  extraArgs: string[] = [],
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    ...options,
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
