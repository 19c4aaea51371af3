import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queueReplySchema } from '../../../src/domain/activation/queues.ts';
import { arabicActivateBodySchema, PRODUCT_UPDATE_PAGE, UPDATE_PATHS } from '../../../src/domain/activation/update-paths.ts';
import {
  ARABIC_MESSAGES as AM,
  arabicBulletsBodySchema,
  arabicBulletsReplySchema,
  arabicProductBodySchema,
  arabicProductReplySchema,
} from '../../../src/domain/catalogue/arabic-text.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import * as arabicText from '../catalogue/arabic-text.service.ts';
import type { QueueCounts } from './queue-rooms.ts';
import { accessOf, queueRoutes, workerOf, type QueuePage } from './queue.routes.ts';
import * as queue from './queue.service.ts';
import { taskRoutes } from './tasks.routes.ts';

const tags = ['activation'];
/** The Arabic details are the largest part of a text save; fifty Arabic bullets of a bullets save. */
const TEXT_BODY_LIMIT = 32 * 1024;
const BULLETS_BODY_LIMIT = 64 * 1024;

/** Product Update's queues: the studio queue (UPDATE) and the Arabic queue (AR-ACTIVATION). */
export const UPDATE_QUEUE_PAGE: QueuePage = { page: PRODUCT_UPDATE_PAGE, kinds: ['UPDATE', 'AR-ACTIVATION'], paths: UPDATE_PATHS };

/**
 * Product Update's calls (spec 001 §7 "Update and Arabic queues"): the queues (the activation
 * page's, on this page's paths and grant), tasks, Arabic activation and the Arabic saves.
 */
export function updateQueueRoutes(app: FastifyInstance, counts: QueueCounts) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { write } = accessOf(UPDATE_QUEUE_PAGE);
  queueRoutes(app, counts, UPDATE_QUEUE_PAGE);
  taskRoutes(app, UPDATE_QUEUE_PAGE);

  r.post(UPDATE_PATHS.activateArabic, {
    config: { access: write, labels: 'update' },
    bodyLimit: 16 * 1024,
    schema: {
      tags,
      summary: 'Activate the Arabic of the product you hold in the Arabic queue (status_ar a, recorded as AR) and get the next',
      body: arabicActivateBodySchema,
      response: replies(queueReplySchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      const answer = await queue.activate(app.db, request.body.queueName, request.body.pid, workerOf(request));
      counts.changed(answer.changed);
      return ok(answer.reply, answer.message);
    },
  });

  r.put(UPDATE_PATHS.arabicProduct, {
    config: { access: write, labels: 'update' },
    bodyLimit: TEXT_BODY_LIMIT,
    schema: {
      tags,
      summary: "Save a product's Arabic name and details; 409 when it changed since it was read",
      body: arabicProductBodySchema,
      response: replies(arabicProductReplySchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => ok(await arabicText.saveArabicText(app.db, request.body, actorOf(request)), AM.updated),
  });

  r.put(UPDATE_PATHS.arabicBullets, {
    config: { access: write, labels: 'update' },
    bodyLimit: BULLETS_BODY_LIMIT,
    schema: {
      tags,
      summary: "Save a product's Arabic bullets (negative ids new, Arabic only); 409 when it changed since it was read",
      body: arabicBulletsBodySchema,
      response: replies(arabicBulletsReplySchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => ok(await arabicText.saveArabicBullets(app.db, request.body, actorOf(request)), AM.updated),
  });
}
