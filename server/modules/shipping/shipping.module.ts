import type { ServerModule } from '../server-module.ts';
import deliveryTypesRoutes from './delivery-types.routes.ts';

/** Shipping Charge Settings and the shipment service's shared pick lists (spec 002). */
export const shippingModule: ServerModule = {
  name: 'shipping',
  routes: async (app) => {
    await app.register(deliveryTypesRoutes);
  },
};
