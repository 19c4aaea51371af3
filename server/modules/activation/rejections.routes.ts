import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ACTIVATION_MESSAGES as M } from '../../../src/domain/activation/messages.ts';
import { ACTIVATION_PATHS, ACTIVATION_REJECTION_PAGE } from '../../../src/domain/activation/paths.ts';
import { activationRejectionSchema, fixRejectionBodySchema, rejectionListBodySchema } from '../../../src/domain/activation/rejections.ts';
import { pageOf, pageQuerySchema } from '../../../src/domain/envelope.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import * as rejections from './rejections.service.ts';
import { zoneOf } from '../../shared/zone.ts';

const tags = ['activation'];
const BODY_LIMIT = 16 * 1024;
const read: Access = { page: ACTIVATION_REJECTION_PAGE, level: 'L1' };
const write: Access = { page: ACTIVATION_REJECTION_PAGE, level: 'L2' };

/** Activation Rejection (spec 000 §2, §7). */
export function rejectionRoutes(app: FastifyInstance, requeued: () => void) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(ACTIVATION_PATHS.rejections, {
    config: { access: read, labels: 'rejection' },
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: 'A page of activation rejections, newest first (pId -1 is any, createdDate YYYY-MM-DD)',
      querystring: pageQuerySchema,
      body: rejectionListBodySchema,
      response: replies(pageOf(activationRejectionSchema)),
    },
    handler: async (request) => ok(await rejections.listRejections(app.db, request.query, request.body, zoneOf(request))),
  });

  r.put(ACTIVATION_PATHS.fixRejection(':id'), {
    config: { access: write, labels: 'rejection' },
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: 'Fix a rejection: remarks recorded, the product released to the activation queue',
      params: idParams,
      body: fixRejectionBodySchema,
      response: replies(z.object({ requeued: z.boolean() }), [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      const done = await rejections.fixRejection(app.db, request.params.id, request.body.remarks, actorOf(request));
      if (done.requeued) requeued();
      return ok(done, M.rejectionFixed);
    },
  });
}
