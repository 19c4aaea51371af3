import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { BULK_UPDATE_MESSAGES as M } from '../../../src/domain/bulk-update/messages.ts';
import type { Db } from '../../db/connect.ts';
import { bossDb, createJobQueue } from '../../jobs/job-queue.ts';
import * as updates from './bulk-update.service.ts';
import { emitProgress } from './bulk-update.rooms.ts';

const QUEUE = 'bulk-update';
interface RunJob {
  id: number;
}
/** A run is tried this many times more after a failure before its update is marked FAILED. */
const RETRIES = 3;

export interface BulkUpdateJobs {
  /** Queues the run of update `id` at `runAt`, in `trx`: the job exists only if the update's rows commit. */
  enqueue(trx: Db, id: number, runAt: Date): Promise<void>;
  /** Starts the queue and its worker (once); also queues again the runs a stopped process left. */
  start(): Promise<void>;
  /** Wakes the worker for a run due now (after its transaction committed), rather than at its next poll. */
  nudge(): void;
}

/**
 * The runs of bulk updates on the durable job queue. The worker starts with the server's first
 * listen, or with the first update queued; a server only answering injected requests (tests) runs
 * no worker until it queues an update.
 */
export function bulkUpdateJobs(app: FastifyInstance): BulkUpdateJobs {
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  let workerId: string | undefined;

  const run = async ([job]: PgBoss.JobWithMetadata<RunJob>[]) => {
    const { id } = job!.data;
    // The run's entries in the change log name the job queue, on this server's data centre.
    const by = updates.jobActor(app.config.TIME_ZONE, app.config.DATA_CENTRE, `job-${job!.id}`);
    try {
      // The update's state decides, not the job's: a withdrawn update's job still comes at its time, and does nothing.
      await updates.runUpdate(app.db, id, app.config.TIME_ZONE, (u) => emitProgress(app, u), by);
    } catch (err) {
      app.log.error({ err, bulkUpdate: id, attempt: job!.retryCount }, 'bulk update run failed');
      if (job!.retryCount >= RETRIES) {
        const failed = await updates.failUpdate(app.db, id, M.stoppedWithError, by);
        if (failed) emitProgress(app, failed);
        return;
      }
      throw err;
    }
  };

  const start = () =>
    (starting ??= (async () => {
      boss = createJobQueue(app.db);
      boss.on('error', (err) => app.log.error({ err }, 'job queue error'));
      await boss.start();
      // A run holds its job at most this long before pg-boss hands it out again; rows already done are skipped.
      await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: RETRIES, retryDelay: 5, expireInSeconds: 15 * 60 });
      workerId = await boss.work<RunJob>(QUEUE, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1 }, run);
      for (const id of await updates.interruptedUpdates(app.db)) await boss.send(QUEUE, { id });
    })());

  app.addHook('onListen', async () => {
    await start().catch((err: unknown) => app.log.error({ err }, 'the job queue did not start'));
  });
  app.addHook('onClose', async () => {
    if (starting) await starting.catch(() => undefined);
    await boss?.stop({ graceful: true, wait: true, timeout: 5000, close: false });
  });

  return {
    start,
    async enqueue(trx, id, runAt) {
      // Started before: on the embedded database, starting inside `trx` would wait for its own connection.
      if (!boss) throw new Error('the job queue is not started');
      await boss.send(QUEUE, { id }, { startAfter: runAt, db: bossDb(trx) });
    },
    nudge() {
      if (workerId) boss?.notifyWorker(workerId);
    },
  };
}
