import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { pageOf } from '../../../src/domain/envelope.ts';
import {
  deliveryMethodBodySchema,
  deliveryMethodListQuerySchema,
  deliveryMethodSchema,
  deliveryMethodUpdateSchema,
} from '../../../src/domain/shipment/delivery-methods.ts';
import { revisionQuerySchema } from '../../../src/domain/history/history.ts';
import { DELIVERY_MESSAGES as M } from '../../../src/domain/shipment/delivery-messages.ts';
import { SHIPMENT_PATHS } from '../../../src/domain/shipment/paths.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import * as methods from './delivery-methods.service.ts';

export const tags = ['shipment'];
export const read: Access = { page: '/apps/delivery-timeline', level: 'L1' };
export const write: Access = { page: '/apps/delivery-timeline', level: 'L2' };

/** Delivery methods of Delivery Timeline (spec 002 §2, §7 "Delivery"). */
export default async function deliveryMethodsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = SHIPMENT_PATHS.deliveryMethods;

  r.get(path, {
    config: { access: read },
    schema: {
      tags,
      summary: 'Delivery methods of an inventory country, delivery type and label (each optional); page 1 of 10000 by default',
      querystring: deliveryMethodListQuerySchema,
      response: replies(pageOf(deliveryMethodSchema)),
    },
    handler: async (request) => ok(await methods.listMethods(app.db, request.query)),
  });

  r.post(path, {
    config: { access: write },
    schema: {
      tags,
      summary: 'Add a delivery method (active); 409 when one with the same country, type and label exists',
      body: deliveryMethodBodySchema,
      response: replies(deliveryMethodSchema, [400, 401, 403, 409], 201),
    },
    handler: async (request, reply) =>
      reply.code(201).send(ok(await methods.createMethod(app.db, request.body, actorOf(request)), M.methodAdded)),
  });

  r.put(`${path}/:id`, {
    config: { access: write },
    schema: {
      tags,
      summary:
        'Edit a delivery method’s country, type and label, or switch it on or off with {status}, at the revision read (409 when stale)',
      params: idParams,
      body: deliveryMethodUpdateSchema,
      response: replies(deliveryMethodSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => ok(await methods.updateMethod(app.db, request.params.id, request.body, actorOf(request)), M.methodUpdated),
  });

  r.delete(`${path}/:id`, {
    config: { access: write },
    schema: {
      tags,
      summary: 'Delete a delivery method and its timelines at the revision read (kept with who and when, for a restore)',
      params: idParams,
      querystring: revisionQuerySchema,
      response: replies(z.null(), [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      await methods.deleteMethod(app.db, request.params.id, request.query.revision, actorOf(request));
      return ok(null, M.methodDeleted);
    },
  });
}
