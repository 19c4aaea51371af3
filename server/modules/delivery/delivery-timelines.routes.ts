import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { pageOf } from '../../../src/domain/envelope.ts';
import { revisionQuerySchema, withRevision } from '../../../src/domain/history/history.ts';
import { DELIVERY_MESSAGES as M } from '../../../src/domain/shipment/delivery-messages.ts';
import {
  deliveryTimelineBodySchema,
  deliveryTimelineListQuerySchema,
  deliveryTimelineSchema,
} from '../../../src/domain/shipment/delivery-timelines.ts';
import { SHIPMENT_PATHS } from '../../../src/domain/shipment/paths.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import { read, tags, write } from './delivery-methods.routes.ts';
import * as timelines from './delivery-timelines.service.ts';

/** Delivery timelines of a method (spec 002 §2, §5 "Timeline form", §7 "Delivery"). */
export default async function deliveryTimelinesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = SHIPMENT_PATHS.deliveryTimelines;

  r.get(path, {
    config: { access: read },
    schema: {
      tags,
      summary: 'The timelines of a delivery method, by place; page 1 of 10000 by default',
      querystring: deliveryTimelineListQuerySchema,
      response: replies(pageOf(deliveryTimelineSchema), [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await timelines.listTimelines(app.db, request.query)),
  });

  r.post(path, {
    config: { access: write },
    schema: {
      tags,
      summary: 'Add a timeline to a delivery method; 409 naming the timeline it overlaps',
      body: deliveryTimelineBodySchema,
      response: replies(deliveryTimelineSchema, [400, 401, 403, 409], 201),
    },
    handler: async (request, reply) =>
      reply.code(201).send(ok(await timelines.createTimeline(app.db, request.body, actorOf(request)), M.timelineAdded)),
  });

  r.put(`${path}/:id`, {
    config: { access: write },
    schema: {
      tags,
      summary: 'Replace a timeline’s fields at the revision read; 409 when stale, or naming the timeline it would overlap',
      params: idParams,
      body: withRevision(deliveryTimelineBodySchema),
      response: replies(deliveryTimelineSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      const { revision, ...values } = request.body;
      return ok(await timelines.updateTimeline(app.db, request.params.id, values, revision, actorOf(request)), M.timelineUpdated);
    },
  });

  r.delete(`${path}/:id`, {
    config: { access: write },
    schema: {
      tags,
      summary: 'Delete a timeline at the revision read (kept with who deleted it and when, for a restore)',
      params: idParams,
      querystring: revisionQuerySchema,
      response: replies(z.null(), [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      await timelines.deleteTimeline(app.db, request.params.id, request.query.revision, actorOf(request));
      return ok(null, M.timelineDeleted);
    },
  });
}
