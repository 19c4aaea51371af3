import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Runs `measure` on a fresh database created on the PostgreSQL server of `serverUrl` (as
 * TEST_DATABASE_URL names one), answering what it answers; the database is dropped afterwards.
 */
export async function onFreshDatabase<T>(serverUrl: string, prefix: string, measure: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await measure(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
