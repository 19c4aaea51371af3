import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh, empty directory under the system temp dir. */
export function makeTempDir(purpose: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `backoffice-e2e-${purpose}-`));
}

/** Removes a directory tree; retries because a just-stopped server may still be releasing files. */
export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
