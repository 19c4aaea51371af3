import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { QueueKind } from '../../../src/domain/activation/constants.ts';
import { ACTIVATION_MESSAGES as M } from '../../../src/domain/activation/messages.ts';
import { taskBodySchema, taskListQuerySchema, taskSchema } from '../../../src/domain/activation/tasks.ts';
import { badField } from '../../plugins/http-error.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import { accessOf, type QueuePage } from './queue.routes.ts';
import * as tasks from './tasks.service.ts';

const tags = ['activation'];
const BODY_LIMIT = 16 * 1024;

/** A task type of another page's queues is refused: each page reads and writes its own kinds' tasks. */
function typeOf(page: QueuePage, type: QueueKind): QueueKind {
  if (!page.kinds.includes(type)) throw badField('type', M.notOfPage(type));
  return type;
}

/** Native tasks on a product (used when LEGACY_ADMIN_URL is unset), on a queue page's paths. */
export function taskRoutes(app: FastifyInstance, page: QueuePage) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { read, write } = accessOf(page);

  r.get(page.paths.tasks, {
    config: { access: read, labels: 'task' },
    schema: {
      tags,
      summary: "A product's tasks of a queue type",
      querystring: taskListQuerySchema,
      response: replies(z.object({ task: z.array(taskSchema) })),
    },
    handler: async (request) => ok({ task: await tasks.tasksOf(app.db, request.query.pid, typeOf(page, request.query.type)) }),
  });

  r.post(page.paths.tasks, {
    config: { access: write, labels: 'task' },
    bodyLimit: BODY_LIMIT,
    schema: { tags, summary: 'Add a task on a product', body: taskBodySchema, response: replies(taskSchema, [400, 401, 403, 404]) },
    handler: async (request) => {
      typeOf(page, request.body.type);
      return ok(await tasks.addTask(app.db, request.body, actorOf(request)), M.taskAdded);
    },
  });

  r.put(page.paths.task(':id'), {
    config: { access: write, labels: 'task' },
    bodyLimit: BODY_LIMIT,
    schema: { tags, summary: 'Change a task', params: idParams, body: taskBodySchema, response: replies(taskSchema, [400, 401, 403, 404]) },
    handler: async (request) => {
      typeOf(page, request.body.type);
      return ok(await tasks.updateTask(app.db, request.params.id, request.body, actorOf(request), page.kinds), M.taskUpdated);
    },
  });
}
