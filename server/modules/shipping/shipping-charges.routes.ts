import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { pageOf } from '../../../src/domain/envelope.ts';
import { withRevision } from '../../../src/domain/history/history.ts';
import { lookupPageQuerySchema } from '../../../src/domain/fields.ts';
import { toSkipTake } from '../../../src/domain/paging.ts';
import { SHIPMENT_PATHS } from '../../../src/domain/shipment/paths.ts';
import {
  currencySchema,
  inForceQuerySchema,
  shippingChargeBodySchema,
  shippingChargeFilterSchema,
  shippingChargeListQuerySchema,
  shippingChargeSchema,
  SHIPPING_MESSAGES as M,
  withdrawBodySchema,
  withdrawParamsSchema,
} from '../../../src/domain/shipment/shipping-charges.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import * as charges from './shipping-charges.service.ts';
import { zoneOf } from '../../shared/zone.ts';

const tags = ['shipment'];
const read: Access = { page: '/apps/shipping-charge-settings', level: 'L1' };
const write: Access = { page: '/apps/shipping-charge-settings', level: 'L2' };

/** Shipping Charge Settings (spec 002 §2, §7 "Shipping charges"): the list, add, edit, the charge in force, currencies. */
export default async function shippingChargesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(SHIPMENT_PATHS.shippingChargeList, {
    config: { access: read },
    schema: {
      tags,
      summary: 'A page of shipping charges of a tier: each setting’s version in force now and its waiting ones',
      querystring: shippingChargeListQuerySchema,
      body: shippingChargeFilterSchema,
      response: replies(pageOf(shippingChargeSchema)),
    },
    handler: async (request) => ok(await charges.listShippingCharges(app.db, request.query, request.body)),
  });

  r.get(SHIPMENT_PATHS.shippingChargeInForce, {
    config: { access: read },
    schema: {
      tags,
      summary: 'The charge in force for a tier, country and delivery type at a time (now by default), from the stored versions',
      querystring: inForceQuerySchema,
      response: replies(shippingChargeSchema, [400, 401, 403, 404]),
    },
    handler: async (request) => {
      const { tier, countryId, deliveryType, at } = request.query;
      return ok(await charges.chargeInForce(app.db, { tier, countryId, deliveryType }, at ? new Date(at) : new Date()));
    },
  });

  r.post(SHIPMENT_PATHS.shippingCharges, {
    config: { access: write },
    schema: {
      tags,
      summary: 'Add a shipping charge, now or scheduled; 409 when the tier, country and delivery type has an active one',
      body: shippingChargeBodySchema,
      response: replies(shippingChargeSchema, [400, 401, 403, 409], 201),
    },
    handler: async (request, reply) => {
      const charge = await charges.createShippingCharge(app.db, request.body, actorOf(request), zoneOf(request));
      return reply.code(201).send(ok(charge, M.saved));
    },
  });

  r.put(`${SHIPMENT_PATHS.shippingCharges}/:id`, {
    config: { access: write },
    schema: {
      tags,
      summary:
        'Edit a shipping charge’s amounts and status, now or scheduled, at the revision read (a new version; the earlier ones are kept; 409 when stale)',
      params: idParams,
      body: withRevision(shippingChargeBodySchema),
      response: replies(shippingChargeSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) =>
      ok(await charges.updateShippingCharge(app.db, request.params.id, request.body, actorOf(request), zoneOf(request)), M.saved),
  });

  r.post(SHIPMENT_PATHS.shippingChargeWithdraw, {
    config: { access: write },
    schema: {
      tags,
      summary:
        'Withdraw a change still waiting for its time, at the setting’s revision read: it never applies; 409 once it is in force, or when stale',
      params: withdrawParamsSchema,
      body: withdrawBodySchema,
      response: replies(z.null(), [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      const { id, versionId } = request.params;
      await charges.withdrawChange(app.db, id, versionId, request.body.revision, actorOf(request), zoneOf(request));
      return ok(null, M.withdrawn);
    },
  });

  r.get(SHIPMENT_PATHS.currencies, {
    // A pick list: any signed-in user may read it.
    config: { access: { signedIn: true } },
    schema: {
      tags,
      summary: 'The currencies of the countries, by code',
      querystring: lookupPageQuerySchema,
      response: replies(pageOf(currencySchema), [400, 401]),
    },
    handler: async (request) => {
      const all = await charges.listCurrencies(app.db);
      const { skip, take } = toSkipTake(request.query.index, request.query.pageSize);
      return ok({ records: all.slice(skip, skip + take), totalRecords: all.length });
    },
  });
}
