import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** What group and others may not do to anything under DATA_DIR: it holds the database and the secrets. */
const OPEN_TO_OTHERS = 0o077;

/**
 * Files this process creates are its owner's alone (0700 folders, 0600 files), whatever umask the
 * shell or service manager started it with: PGlite writes its files with the process's umask.
 */
export function restrictNewFiles(): void {
  process.umask(process.umask() | OPEN_TO_OTHERS);
}

/**
 * Creates DATA_DIR owner-only, or takes away what group and others could do to it and to
 * everything in it (an install from before, a copy, a restored backup). Answers the paths it had to
 * close, for the start-up warning; one it could not change (not its owner) is answered too.
 */
export function secureDataDir(dir: string): { closed: string[]; failed: string[] } {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const closed: string[] = [];
  const failed: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & OPEN_TO_OTHERS) {
      try {
        chmodSync(path, stat.mode & 0o700);
        closed.push(path);
      } catch {
        failed.push(path);
      }
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return { closed, failed };
}
