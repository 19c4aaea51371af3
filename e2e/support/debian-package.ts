import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Installs a Debian package with apt-get when the program the tests run from it is missing (a fresh
 * machine has neither Chromium nor ImageMagick); throws a message saying what to do otherwise.
 */
export function ensureDebianPackage(program: string, pkg: string, howToInstall: string): void {
  if (existsSync(program)) return;
  console.log(`[e2e] ${program} is missing: installing Debian's ${pkg} package with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', pkg]]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.error || run.status !== 0) {
      const why = run.error ? run.error.message : `exit code ${run.status}`;
      throw new Error(`${program} is missing and \`apt-get ${args.join(' ')}\` failed (${why}). ${howToInstall}`);
    }
  }
  if (!existsSync(program)) throw new Error(`apt-get installed ${pkg} but ${program} is still missing. ${howToInstall}`);
}
