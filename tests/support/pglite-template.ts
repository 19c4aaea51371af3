import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from '../../server/db/pglite-dialect.ts';
import { Kysely } from 'kysely';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedOnFirstStart } from '../../server/seed/run.ts';
import type { Database } from '../../server/db/schema.ts';
import { oncePerRun } from './once-per-run.ts';
import { TEST_PASSWORD } from './test-password.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrating and seeding an embedded database costs seconds; doing it once per run and letting each
 * test file start from a copy keeps the suite fast as the seed grows. Same data, same code path.
 */
export async function createTemplate(): Promise<string> {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  await seedOnFirstStart(db, { kind: 'demo', password: TEST_PASSWORD, dataCentre: 'uae' });
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const file = join(tmpdir(), `panel-template-${randomBytes(6).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

export async function loadTemplate(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}

/** The run's template file, built by the first global setup that asks for it; `remove` deletes it (any teardown may). */
export async function sharedTemplate(): Promise<{ file: string; remove: () => Promise<void> }> {
  const file = await oncePerRun('pglite-template', createTemplate);
  return { file, remove: () => rm(file, { force: true }) };
}

/** vitest globalSetup of a server project; what it returns is the project's teardown. */
export async function setup(project: TestProject) {
  const template = await sharedTemplate();
  project.provide('pgliteTemplate', template.file);
  return template.remove;
}
