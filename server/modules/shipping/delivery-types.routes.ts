import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { DELIVERY_TYPES, deliveryTypeSchema } from '../../../src/domain/shipment/delivery-types.ts';
import { SHIPMENT_PATHS } from '../../../src/domain/shipment/paths.ts';
import { ok, replies } from '../../plugins/reply.ts';

/** The delivery types pick list of Shipping Charge Settings and Delivery Timeline (spec 002 §7). */
export default async function deliveryTypesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(SHIPMENT_PATHS.deliveryTypes, {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['shipment'],
      summary: 'The delivery types (code, name) a shipping charge or a delivery method is set for',
      response: replies(z.array(deliveryTypeSchema), [401]),
    },
    handler: async () => ok(DELIVERY_TYPES.map((t) => ({ ...t }))),
  });
}
