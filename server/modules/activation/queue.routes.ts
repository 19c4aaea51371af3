import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { splitQueueName, type QueueKind, type QueueName } from '../../../src/domain/activation/constants.ts';
import { ACTIVATION_MESSAGES as M } from '../../../src/domain/activation/messages.ts';
import { ACTIVATION_PATHS, PRODUCT_ACTIVATION_PAGE } from '../../../src/domain/activation/paths.ts';
import {
  brandOptionSchema,
  daySchema,
  encoderSchema,
  queueActionBodySchema,
  queueCountSchema,
  queueFilterQuerySchema,
  queueKindQuerySchema,
  queueNameQuerySchema,
  queueReplySchema,
  rejectBodySchema,
} from '../../../src/domain/activation/queues.ts';
import type { QueuePaths } from '../../../src/domain/activation/update-paths.ts';
import type { PagePath } from '../../../src/domain/pages.ts';
import type { Access } from '../../plugins/access.ts';
import { authOf } from '../../plugins/access.ts';
import { badField } from '../../plugins/http-error.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import * as generation from './queue-generation.service.ts';
import type { QueueCounts } from './queue-rooms.ts';
import * as queue from './queue.service.ts';
import * as rejections from './rejections.service.ts';
import { zoneOf } from '../../shared/zone.ts';

const tags = ['activation'];
const BODY_LIMIT = 16 * 1024;

/** A page that works queues: the page its routes declare (L1 reads, L2 writes), the kinds it works, its paths. */
export interface QueuePage {
  page: PagePath;
  kinds: readonly QueueKind[];
  paths: QueuePaths;
}

/** The product activation queue's page. */
export const ACTIVATION_QUEUE_PAGE: QueuePage = { page: PRODUCT_ACTIVATION_PAGE, kinds: ['ACTIVATION'], paths: ACTIVATION_PATHS };

export const accessOf = (page: QueuePage) => ({
  read: { page: page.page, level: 'L1' } satisfies Access,
  write: { page: page.page, level: 'L2' } satisfies Access,
});

const notOfPage = (field: string, what: string) => badField(field, M.notOfPage(what));

/** The kind of a queue named on `page`; 400 for a queue of another page. */
export function kindOf(page: QueuePage, name: QueueName, field = 'queueName'): QueueKind {
  const { kind } = splitQueueName(name);
  if (!page.kinds.includes(kind)) throw notOfPage(field, name);
  return kind;
}

function checkKind(page: QueuePage, kind: QueueKind): QueueKind {
  if (!page.kinds.includes(kind)) throw notOfPage('filter', kind);
  return kind;
}

export const workerOf = (request: FastifyRequest): queue.Worker => ({ ...actorOf(request), userId: authOf(request).userId });

/**
 * The calls every queue page makes (spec 001 §7 "Activation queue", "Update and Arabic queues"):
 * load, count, generate, custom queues, Skip/Next and the filter lists, on `page`'s paths and kinds.
 */
export function queueRoutes(app: FastifyInstance, counts: QueueCounts, page: QueuePage) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { read, write } = accessOf(page);
  const paths = page.paths;

  r.get(paths.queue, {
    config: { access: write, labels: 'queue' },
    schema: {
      tags,
      summary: 'The product you hold in the queue, or the next one handed to you (a lease), and the count',
      querystring: queueNameQuerySchema,
      response: replies(queueReplySchema, [400, 401, 403]),
    },
    handler: async (request) => {
      kindOf(page, request.query.queueName);
      const answer = await queue.loadQueue(app.db, request.query.queueName, workerOf(request));
      counts.changed(answer.changed);
      return ok(answer.reply, answer.message);
    },
  });

  r.get(paths.count, {
    config: { access: read, labels: 'queue' },
    schema: {
      tags,
      summary: 'How many products wait in the queue',
      querystring: queueNameQuerySchema,
      response: replies(queueCountSchema),
    },
    handler: async (request) => {
      const { queueName } = request.query;
      kindOf(page, queueName);
      return ok({ queueName, count: await queue.countOf(app.db, queueName, authOf(request).userId) });
    },
  });

  r.get(paths.generate, {
    config: { access: write, labels: 'queue' },
    schema: {
      tags,
      summary: "(Re)generate the kind's global queue",
      querystring: queueKindQuerySchema,
      response: replies(queueCountSchema),
    },
    handler: async (request) => {
      const kind = checkKind(page, request.query.filter);
      const done = await generation.generateGlobal(app.db, kind, actorOf(request));
      counts.changed(done.changed);
      return ok({ queueName: `${kind}-GLOBAL` as QueueName, count: done.count }, done.message);
    },
  });

  r.get(paths.filtered, {
    config: { access: write, labels: 'queue' },
    schema: {
      tags,
      summary: 'Generate your custom queue from the filter panel (an empty pid is -1)',
      querystring: queueFilterQuerySchema,
      response: replies(queueCountSchema, [400, 401, 403, 404]),
    },
    handler: async (request) => {
      checkKind(page, request.query.filter);
      const done = await generation.generateCustom(app.db, request.query, workerOf(request), zoneOf(request));
      return ok({ queueName: done.queueName, count: done.count }, done.message);
    },
  });

  r.delete(paths.custom, {
    config: { access: write, labels: 'queue' },
    schema: {
      tags,
      summary: 'Delete your custom queue (switch to the global queue)',
      querystring: queueNameQuerySchema,
      response: replies(z.null()),
    },
    handler: async (request) => {
      const kind = kindOf(page, request.query.queueName);
      await generation.deleteCustom(app.db, kind, workerOf(request));
      return ok(null, M.customQueueDeleted);
    },
  });

  r.post(
    paths.skip,
    queueAction(counts, page, 'Skip (Next) the product you hold and get the next', (n, p, w) => queue.skip(app.db, n, p, w)),
  );

  r.get(paths.brands, {
    config: { access: read, labels: 'queue' },
    schema: { tags, summary: 'The Brands filter', response: replies(z.array(brandOptionSchema)) },
    handler: async () => {
      const found = await generation.brands(app.db);
      return ok(found, found.length ? undefined : M.noData);
    },
  });

  r.get(paths.encoders, {
    config: { access: read, labels: 'queue' },
    schema: { tags, summary: 'The Encoded By filter: users with designation 51 or 14', response: replies(z.array(encoderSchema)) },
    handler: async () => {
      const found = await generation.encoders(app.db);
      return ok(found, found.length ? undefined : M.noData);
    },
  });

  r.get(paths.days, {
    config: { access: read, labels: 'queue' },
    schema: { tags, summary: 'The Days filter', response: replies(z.array(daySchema)) },
    handler: async (request) => ok(generation.queueDays(zoneOf(request))),
  });
}

/** A POST on the product a worker holds (`{queueName, pId}`) that answers the next product and moves the counts. */
export function queueAction(
  counts: QueueCounts,
  page: QueuePage,
  summary: string,
  run: (name: QueueName, pId: number, worker: queue.Worker) => Promise<queue.QueueAnswer>,
) {
  return {
    config: { access: accessOf(page).write, labels: 'queue' },
    bodyLimit: BODY_LIMIT,
    schema: { tags, summary, body: queueActionBodySchema, response: replies(queueReplySchema, [400, 401, 403, 404, 409]) },
    handler: async (request: FastifyRequest<{ Body: z.infer<typeof queueActionBodySchema> }>) => {
      kindOf(page, request.body.queueName);
      const answer = await run(request.body.queueName, request.body.pId, workerOf(request));
      counts.changed(answer.changed);
      return ok(answer.reply, answer.message);
    },
  };
}

/** The activation page's own actions: Activate (status and approve a) and Reject. */
export function activationActionRoutes(app: FastifyInstance, counts: QueueCounts) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const page = ACTIVATION_QUEUE_PAGE;
  r.post(
    ACTIVATION_PATHS.activate,
    queueAction(counts, page, 'Activate the product you hold (status and approve a) and get the next', (n, p, w) =>
      queue.activate(app.db, n, p, w),
    ),
  );

  r.post(ACTIVATION_PATHS.reject, {
    config: { access: accessOf(page).write, labels: 'queue' },
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: 'Reject the product you hold (an activation rejection) and get the next',
      body: rejectBodySchema,
      response: replies(queueReplySchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      kindOf(page, request.body.queueName);
      const answer = await rejections.reject(app.db, request.body, workerOf(request));
      counts.changed(answer.changed);
      return ok(answer.reply, answer.message);
    },
  });
}
