import { deliveryWords } from '../../../src/domain/shipment/words.ts';
import { seedDelivery } from '../../seed/delivery.ts';
import type { ServerModule } from '../server-module.ts';
import deliveryLookupsRoutes from './delivery-lookups.routes.ts';
import deliveryMethodsRoutes from './delivery-methods.routes.ts';
import { deliveryMethodEntity } from './delivery-methods.service.ts';
import deliveryTimelinesRoutes from './delivery-timelines.routes.ts';
import { deliveryTimelineEntity } from './delivery-timelines.service.ts';

/** Delivery Timeline (spec 002 §2): delivery methods, their timelines and the delivery promise they make. */
export const deliveryModule: ServerModule = {
  name: 'delivery',
  routes: async (app) => {
    await app.register(deliveryMethodsRoutes);
    await app.register(deliveryTimelinesRoutes);
    await app.register(deliveryLookupsRoutes);
  },
  seedSteps: [{ key: 'seeded-delivery', run: seedDelivery }],
  entities: [deliveryMethodEntity, deliveryTimelineEntity],
  words: [deliveryWords],
};
