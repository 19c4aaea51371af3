import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '../../../src/domain/envelope.ts';
import {
  countryBodySchema,
  countryListQuerySchema,
  countryLookupQuerySchema,
  countryLookupSchema,
  countrySchema,
} from '../../../src/domain/reference/countries.ts';
import { REFERENCE_MESSAGES as M } from '../../../src/domain/reference/messages.ts';
import { REFERENCE_PATHS } from '../../../src/domain/reference/paths.ts';
import type { Access } from '../../plugins/access.ts';
import { withRevision } from '../../../src/domain/history/history.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import * as countries from './countries.service.ts';

const tags = ['reference'];
const read: Access = { page: '/apps/country-settings', level: 'L1' };
const write: Access = { page: '/apps/country-settings', level: 'L2' };

/** Country Settings (spec 000 §2, §3 Country, §7) and the countries pick list of every screen. */
export default async function countriesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(REFERENCE_PATHS.countries, {
    config: { access: read },
    schema: {
      tags,
      summary: 'Countries by Id, up to 10000 a page (the screen loads them all), searched by name or code',
      querystring: countryListQuerySchema,
      response: replies(pageOf(countrySchema)),
    },
    handler: async (request) => ok(await countries.listCountries(app.db, request.query)),
  });

  r.get(REFERENCE_PATHS.countryLookup, {
    // A pick list on many screens (states, areas, shipping, delivery): any signed-in user may read it.
    config: { access: { signedIn: true } },
    schema: {
      tags,
      summary: 'Countries by name for pick lists, optionally only those with (or without) the online store',
      querystring: countryLookupQuerySchema,
      response: replies(pageOf(countryLookupSchema), [400, 401]),
    },
    handler: async (request) => ok(await countries.countryLookup(app.db, request.query)),
  });

  r.post(REFERENCE_PATHS.countries, {
    config: { access: write, labels: 'country' },
    schema: {
      tags,
      summary: 'Create a country; 409 when its code is taken in any case',
      body: countryBodySchema,
      response: replies(countrySchema, [400, 401, 403, 409], 201),
    },
    handler: async (request, reply) => {
      const country = await countries.createCountry(app.db, request.body, actorOf(request));
      return reply.code(201).send(ok(country, M.countryCreated));
    },
  });

  r.put(`${REFERENCE_PATHS.countries}/:id`, {
    config: { access: write, labels: 'country' },
    schema: {
      tags,
      summary: 'Replace the fields of a country',
      params: idParams,
      body: withRevision(countryBodySchema),
      response: replies(countrySchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) =>
      ok(await countries.updateCountry(app.db, request.params.id, request.body, request.body.revision, actorOf(request)), M.countryUpdated),
  });
}
