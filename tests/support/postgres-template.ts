import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedOnFirstStart } from '../../server/seed/run.ts';
import { oncePerRun } from './once-per-run.ts';
import { TEST_PASSWORD } from './test-password.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

/**
 * The PostgreSQL counterpart of pglite-template.ts: one database migrated and seeded per run, and
 * each test file's database created from it (`CREATE DATABASE … TEMPLATE`, a file copy) instead of
 * migrating and seeding the demo catalogue again. Same data, same code path.
 */

async function admin(run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

const urlOf = (name: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Creates, migrates and seeds the template database; answers its name. */
async function createTemplate(): Promise<string> {
  const name = `panel_template_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const { db } = await connectDatabase({ url: urlOf(name) });
  try {
    await migrateToLatest(db);
    await seedOnFirstStart(db, { kind: 'demo', password: TEST_PASSWORD, dataCentre: 'uae' });
  } finally {
    await db.destroy(); // a template may have no open connection while it is copied
  }
  return name;
}

/** vitest globalSetup of a server-pg project (one template per run, however many projects); what it returns is the project's teardown. */
export async function setup(project: TestProject) {
  const name = await oncePerRun('postgres-template', createTemplate);
  project.provide('postgresTemplate', name);
  return () => admin((c) => c.query(`drop database if exists ${name} with (force)`));
}
