import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { ensureDebianPackage } from './debian-package.ts';

/** Debian's Chromium: playwright's own browser download cannot reach its CDN from these machines. */
/** A handheld in portrait, as the warehouse's phones and scanners: 360×640, touch. */
export const HANDHELD = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true } as const;

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

/** Installs Debian's chromium package when the binary is missing (unless CHROMIUM_PATH names another). */
export function ensureChromium(): void {
  if (process.env.CHROMIUM_PATH && !existsSync(CHROMIUM_PATH)) {
    throw new Error(`CHROMIUM_PATH points to ${CHROMIUM_PATH}, which does not exist.`);
  }
  ensureDebianPackage(CHROMIUM_PATH, 'chromium', HOW_TO_INSTALL);
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
