import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import { inBackground } from '../db/background.ts';
import type { Db } from '../db/connect.ts';
import { scriptQuery } from '../db/script-query.ts';

/** pg-boss's own schema in our database (its tables and functions, migrated by pg-boss itself). */
const SCHEMA = 'pgboss';

/**
 * pg-boss's database through our Kysely instance, so the same queue runs on PostgreSQL and on the
 * embedded PGlite (one connection, which pg-boss must share, in turn, with everyone else's
 * queries). Its polling and upkeep queue as background work, behind the gate's. Given a
 * transaction, a job is sent in that transaction: it exists only if the transaction commits.
 */
export function bossDb(db: Db): PgBoss.Db {
  return {
    executeSql: (text, values) => inBackground(() => db.executeQuery(values?.length ? CompiledQuery.raw(text, values) : scriptQuery(text))),
  };
}

export type Jobs = PgBoss;

/**
 * The durable job queue (DESIGN.md §2: scheduled and bulk updates). Jobs survive a restart: they
 * are rows, and one a stopped process held is handed out again when its time runs out.
 */
export function createJobQueue(db: Db): Jobs {
  const boss = new PgBoss({
    db: bossDb(db),
    schema: SCHEMA,
    // No cron schedules are used: scheduled work is a job with a start time.
    schedule: false,
    // Upkeep (expiring held jobs, archiving done ones) every minute, polling every second.
    maintenanceIntervalSeconds: 60,
  });
  return boss;
}
