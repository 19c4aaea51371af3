import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { pageOf } from '../../../src/domain/envelope.ts';
import { DELIVERY_LABELS, deliveryLabelSchema } from '../../../src/domain/shipment/delivery-labels.ts';
import { inventoryCountrySchema } from '../../../src/domain/shipment/delivery-methods.ts';
import { DELIVERY_MESSAGES as M } from '../../../src/domain/shipment/delivery-messages.ts';
import { deliveryPromiseQuerySchema, deliveryPromiseSchema } from '../../../src/domain/shipment/delivery-promise.ts';
import { SHIPMENT_PATHS } from '../../../src/domain/shipment/paths.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { read, tags } from './delivery-methods.routes.ts';
import { inventoryCountries } from './delivery-places.service.ts';
import { promiseFor } from './delivery-promise.service.ts';

const REASONS = { NO_METHOD: M.promiseNoMethod, INACTIVE_METHOD: M.promiseInactive, NO_TIMELINE: M.promiseNoTimeline } as const;

/** The pick lists of Delivery Timeline (spec 002 §7 "GET inventory countries, delivery labels") and the delivery promise. */
export default async function deliveryLookupsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(SHIPMENT_PATHS.inventoryCountries, {
    config: { access: { signedIn: true } },
    schema: {
      tags,
      summary: 'The inventory countries (the countries with the online store), by name',
      response: replies(pageOf(inventoryCountrySchema), [401]),
    },
    handler: async () => {
      const records = await inventoryCountries(app.db);
      return ok({ records, totalRecords: records.length });
    },
  });

  r.get(SHIPMENT_PATHS.deliveryLabels, {
    config: { access: { signedIn: true } },
    schema: {
      tags,
      summary: 'The delivery labels (code, name) of a delivery method',
      response: replies(z.array(deliveryLabelSchema), [401]),
    },
    handler: async () => ok(DELIVERY_LABELS.map((l) => ({ ...l }))),
  });

  r.get(SHIPMENT_PATHS.deliveryPromise, {
    config: { access: read },
    schema: {
      tags,
      summary: 'The estimated delivery dates of an order: the most specific timeline of the active method (docs/delivery-promise.md)',
      querystring: deliveryPromiseQuerySchema,
      response: replies(deliveryPromiseSchema),
    },
    handler: async (request) => {
      const promise = await promiseFor(app.db, request.query);
      return promise.found ? ok(promise) : ok(promise, REASONS[promise.reason]);
    },
  });
}
