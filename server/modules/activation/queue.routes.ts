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
import type { Access } from '../../plugins/access.ts';
import { authOf } from '../../plugins/access.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import * as generation from './queue-generation.service.ts';
import type { QueueCounts } from './queue-rooms.ts';
import * as queue from './queue.service.ts';
import * as rejections from './rejections.service.ts';

const tags = ['activation'];
const BODY_LIMIT = 16 * 1024;
const read: Access = { page: PRODUCT_ACTIVATION_PAGE, level: 'L1' };
const write: Access = { page: PRODUCT_ACTIVATION_PAGE, level: 'L2' };

/** The kinds of queue this page works (the update page's queues are its own routes). */
const KINDS: readonly QueueKind[] = ['ACTIVATION'];

function kindOf(name: QueueName): QueueKind {
  const { kind } = splitQueueName(name);
  if (!KINDS.includes(kind))
    throw new HttpError(400, `queueName: ${name} is not a queue of this page`, [
      { field: 'queueName', message: `Not a queue of this page` },
    ]);
  return kind;
}

function checkKind(kind: QueueKind): QueueKind {
  if (!KINDS.includes(kind))
    throw new HttpError(400, `filter: ${kind} is not a queue of this page`, [{ field: 'filter', message: `Not a queue of this page` }]);
  return kind;
}

const workerOf = (request: FastifyRequest): queue.Worker => ({ ...actorOf(request), userId: authOf(request).userId });

/** The product activation queue's calls (spec 001 §7 "Activation queue"). */
export function queueRoutes(app: FastifyInstance, counts: QueueCounts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(ACTIVATION_PATHS.queue, {
    config: { access: write },
    schema: {
      tags,
      summary: 'The product you hold in the queue, or the next one handed to you (a lease), and the count',
      querystring: queueNameQuerySchema,
      response: replies(queueReplySchema, [400, 401, 403]),
    },
    handler: async (request) => {
      kindOf(request.query.queueName);
      const answer = await queue.loadQueue(app.db, request.query.queueName, workerOf(request));
      counts.changed(answer.changed);
      return ok(answer.reply, answer.message);
    },
  });

  r.get(ACTIVATION_PATHS.count, {
    config: { access: read },
    schema: {
      tags,
      summary: 'How many products wait in the queue',
      querystring: queueNameQuerySchema,
      response: replies(queueCountSchema),
    },
    handler: async (request) => {
      const { queueName } = request.query;
      kindOf(queueName);
      return ok({ queueName, count: await queue.countOf(app.db, queueName, authOf(request).userId) });
    },
  });

  r.get(ACTIVATION_PATHS.generate, {
    config: { access: write },
    schema: {
      tags,
      summary: "(Re)generate the kind's global queue",
      querystring: queueKindQuerySchema,
      response: replies(queueCountSchema),
    },
    handler: async (request) => {
      const kind = checkKind(request.query.filter);
      const done = await generation.generateGlobal(app.db, kind, actorOf(request));
      counts.changed(done.changed);
      return ok({ queueName: `${kind}-GLOBAL` as QueueName, count: done.count }, done.message);
    },
  });

  r.get(ACTIVATION_PATHS.filtered, {
    config: { access: write },
    schema: {
      tags,
      summary: 'Generate your custom queue from the filter panel (an empty pid is -1)',
      querystring: queueFilterQuerySchema,
      response: replies(queueCountSchema, [400, 401, 403, 404]),
    },
    handler: async (request) => {
      checkKind(request.query.filter);
      const done = await generation.generateCustom(app.db, request.query, workerOf(request), app.config.TIME_ZONE);
      return ok({ queueName: done.queueName, count: done.count }, done.message);
    },
  });

  r.delete(ACTIVATION_PATHS.custom, {
    config: { access: write },
    schema: {
      tags,
      summary: 'Delete your custom queue (switch to the global queue)',
      querystring: queueNameQuerySchema,
      response: replies(z.null()),
    },
    handler: async (request) => {
      const kind = kindOf(request.query.queueName);
      await generation.deleteCustom(app.db, kind, workerOf(request));
      return ok(null, M.customQueueDeleted);
    },
  });

  const action = (summary: string, run: (name: QueueName, pId: number, worker: queue.Worker) => Promise<queue.QueueAnswer>) => ({
    config: { access: write },
    bodyLimit: BODY_LIMIT,
    schema: { tags, summary, body: queueActionBodySchema, response: replies(queueReplySchema, [400, 401, 403, 404, 409]) },
    handler: async (request: FastifyRequest<{ Body: z.infer<typeof queueActionBodySchema> }>) => {
      kindOf(request.body.queueName);
      const answer = await run(request.body.queueName, request.body.pId, workerOf(request));
      counts.changed(answer.changed);
      return ok(answer.reply, answer.message);
    },
  });
  r.post(
    ACTIVATION_PATHS.activate,
    action('Activate the product you hold (status and approve a) and get the next', (n, p, w) => queue.activate(app.db, n, p, w)),
  );
  r.post(
    ACTIVATION_PATHS.skip,
    action('Skip the product you hold and get the next', (n, p, w) => queue.skip(app.db, n, p, w)),
  );

  r.post(ACTIVATION_PATHS.reject, {
    config: { access: write },
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: 'Reject the product you hold (an activation rejection) and get the next',
      body: rejectBodySchema,
      response: replies(queueReplySchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      kindOf(request.body.queueName);
      const answer = await rejections.reject(app.db, request.body, workerOf(request));
      counts.changed(answer.changed);
      return ok(answer.reply, answer.message);
    },
  });

  r.get(ACTIVATION_PATHS.brands, {
    config: { access: read },
    schema: { tags, summary: 'The Brands filter', response: replies(z.array(brandOptionSchema)) },
    handler: async () => {
      const found = await generation.brands(app.db);
      return ok(found, found.length ? 'OK' : M.noData);
    },
  });

  r.get(ACTIVATION_PATHS.encoders, {
    config: { access: read },
    schema: { tags, summary: 'The Encoded By filter: users with designation 51 or 14', response: replies(z.array(encoderSchema)) },
    handler: async () => {
      const found = await generation.encoders(app.db);
      return ok(found, found.length ? 'OK' : M.noData);
    },
  });

  r.get(ACTIVATION_PATHS.days, {
    config: { access: read },
    schema: { tags, summary: 'The Days filter', response: replies(z.array(daySchema)) },
    handler: async () => ok(generation.queueDays(app.config.TIME_ZONE)),
  });
}
