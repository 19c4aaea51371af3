import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ACTIVATION_MESSAGES as M } from '../../../src/domain/activation/messages.ts';
import { ACTIVATION_PATHS, PRODUCT_ACTIVATION_PAGE } from '../../../src/domain/activation/paths.ts';
import { taskBodySchema, taskListQuerySchema, taskSchema } from '../../../src/domain/activation/tasks.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import * as tasks from './tasks.service.ts';

const tags = ['activation'];
const BODY_LIMIT = 16 * 1024;
const read: Access = { page: PRODUCT_ACTIVATION_PAGE, level: 'L1' };
const write: Access = { page: PRODUCT_ACTIVATION_PAGE, level: 'L2' };

/** Native tasks on a product (used when LEGACY_ADMIN_URL is unset). */
export function taskRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(ACTIVATION_PATHS.tasks, {
    config: { access: read },
    schema: {
      tags,
      summary: "A product's tasks of a queue type",
      querystring: taskListQuerySchema,
      response: replies(z.object({ task: z.array(taskSchema) })),
    },
    handler: async (request) => ok({ task: await tasks.tasksOf(app.db, request.query.pid, request.query.type) }),
  });

  r.post(ACTIVATION_PATHS.tasks, {
    config: { access: write },
    bodyLimit: BODY_LIMIT,
    schema: { tags, summary: 'Add a task on a product', body: taskBodySchema, response: replies(taskSchema, [400, 401, 403, 404]) },
    handler: async (request) => ok(await tasks.addTask(app.db, request.body, actorOf(request)), M.taskAdded),
  });

  r.put(ACTIVATION_PATHS.task(':id'), {
    config: { access: write },
    bodyLimit: BODY_LIMIT,
    schema: { tags, summary: 'Change a task', params: idParams, body: taskBodySchema, response: replies(taskSchema, [400, 401, 403, 404]) },
    handler: async (request) => ok(await tasks.updateTask(app.db, request.params.id, request.body, actorOf(request)), M.taskUpdated),
  });
}
