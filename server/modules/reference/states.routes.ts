import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '../../../src/domain/envelope.ts';
import { REFERENCE_MESSAGES as M } from '../../../src/domain/reference/messages.ts';
import { REFERENCE_PATHS } from '../../../src/domain/reference/paths.ts';
import {
  stateBodySchema,
  stateListQuerySchema,
  stateLookupQuerySchema,
  stateLookupSchema,
  stateSchema,
} from '../../../src/domain/reference/states.ts';
import type { Access } from '../../plugins/access.ts';
import { withRevision } from '../../../src/domain/history/history.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import * as states from './states.service.ts';

const tags = ['reference'];
const read: Access = { page: '/apps/state-settings', level: 'L1' };
const write: Access = { page: '/apps/state-settings', level: 'L2' };

/** State Settings (spec 000 §2, 002 §2, §7) and the states pick list of every screen. */
export default async function statesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(REFERENCE_PATHS.states, {
    config: { access: read },
    schema: {
      tags,
      summary: 'States, newest first, of one country or all',
      querystring: stateListQuerySchema,
      response: replies(pageOf(stateSchema)),
    },
    handler: async (request) => ok(await states.listStates(app.db, request.query)),
  });

  r.get(REFERENCE_PATHS.stateLookup, {
    // A pick list on many screens (areas, delivery timelines): any signed-in user may read it.
    config: { access: { signedIn: true } },
    schema: {
      tags,
      summary: 'States in display order for pick lists, of one country or all',
      querystring: stateLookupQuerySchema,
      response: replies(pageOf(stateLookupSchema), [400, 401]),
    },
    handler: async (request) => ok(await states.stateLookup(app.db, request.query)),
  });

  r.post(REFERENCE_PATHS.states, {
    config: { access: write, labels: 'state' },
    schema: {
      tags,
      summary: 'Create a state of a country; 409 when the country has the code already',
      body: stateBodySchema,
      response: replies(stateSchema, [400, 401, 403, 409], 201),
    },
    handler: async (request, reply) => {
      const state = await states.createState(app.db, request.body, actorOf(request));
      return reply.code(201).send(ok(state, M.stateCreated));
    },
  });

  r.put(`${REFERENCE_PATHS.states}/:id`, {
    config: { access: write, labels: 'state' },
    schema: {
      tags,
      summary: 'Replace the fields of a state',
      params: idParams,
      body: withRevision(stateBodySchema),
      response: replies(stateSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) =>
      ok(await states.updateState(app.db, request.params.id, request.body, request.body.revision, actorOf(request)), M.stateUpdated),
  });
}
