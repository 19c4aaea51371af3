import { shippingWords } from '../../../src/domain/shipment/words.ts';
import { seedShippingCharges } from '../../seed/shipping-charges.ts';
import type { ServerModule } from '../server-module.ts';
import deliveryTypesRoutes from './delivery-types.routes.ts';
import shippingChargesRoutes from './shipping-charges.routes.ts';
import { shippingChargeEntity } from './shipping-charges.service.ts';

/** Shipping Charge Settings and the shipment service's shared pick lists (spec 002). */
export const shippingModule: ServerModule = {
  name: 'shipping',
  routes: async (app) => {
    await app.register(deliveryTypesRoutes);
    await app.register(shippingChargesRoutes);
  },
  seedSteps: [{ key: 'seeded-shipping-charges', run: seedShippingCharges }],
  entities: [shippingChargeEntity],
  words: [shippingWords],
};
