import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '../../../src/domain/envelope.ts';
import {
  areaBodySchema,
  areaListQuerySchema,
  areaLookupQuerySchema,
  areaLookupSchema,
  areaSchema,
} from '../../../src/domain/reference/areas.ts';
import { REFERENCE_MESSAGES as M } from '../../../src/domain/reference/messages.ts';
import { REFERENCE_PATHS } from '../../../src/domain/reference/paths.ts';
import type { Access } from '../../plugins/access.ts';
import { withRevision } from '../../../src/domain/history/history.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import * as areas from './areas.service.ts';

const tags = ['reference'];
const read: Access = { page: '/apps/area-settings', level: 'L1' };
const write: Access = { page: '/apps/area-settings', level: 'L2' };

/** Area Settings (spec 000 §2, §7) and the areas pick list of every screen. */
export default async function areasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(REFERENCE_PATHS.areas, {
    config: { access: read },
    schema: {
      tags,
      summary: 'Areas, newest first, filtered by country and state',
      querystring: areaListQuerySchema,
      response: replies(pageOf(areaSchema)),
    },
    handler: async (request) => ok(await areas.listAreas(app.db, request.query)),
  });

  r.get(REFERENCE_PATHS.areaLookup, {
    // A pick list on other screens (delivery timelines): any signed-in user may read it.
    config: { access: { signedIn: true } },
    schema: {
      tags,
      summary: 'Areas by name for pick lists, filtered by country and state',
      querystring: areaLookupQuerySchema,
      response: replies(pageOf(areaLookupSchema), [400, 401]),
    },
    handler: async (request) => ok(await areas.areaLookup(app.db, request.query)),
  });

  r.post(REFERENCE_PATHS.areas, {
    config: { access: write, labels: 'area' },
    schema: {
      tags,
      summary: 'Create an area of a state; 409 when the state has an area of that name',
      body: areaBodySchema,
      response: replies(areaSchema, [400, 401, 403, 409], 201),
    },
    handler: async (request, reply) => {
      const area = await areas.createArea(app.db, request.body, actorOf(request));
      return reply.code(201).send(ok(area, M.areaCreated));
    },
  });

  r.put(`${REFERENCE_PATHS.areas}/:id`, {
    config: { access: write, labels: 'area' },
    schema: {
      tags,
      summary: 'Replace the fields of an area',
      params: idParams,
      body: withRevision(areaBodySchema),
      response: replies(areaSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) =>
      ok(await areas.updateArea(app.db, request.params.id, request.body, request.body.revision, actorOf(request)), M.areaUpdated),
  });
}
