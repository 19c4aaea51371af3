import { orderWords } from '../../../src/domain/orders/words.ts';
import { seedFailedOrders } from '../../seed/order-failures.ts';
import type { ServerModule } from '../server-module.ts';
import orderFailureRoutes from './order-failures.routes.ts';
import { orderFailureEntity } from './order-failures.service.ts';

/** Orders of the customer service: order failures, their retries and fixes (spec 001 §2 "Order failure"). */
export const ordersModule: ServerModule = {
  name: 'orders',
  routes: orderFailureRoutes,
  seedSteps: [{ key: 'seeded-order-failures', run: seedFailedOrders }],
  entities: [orderFailureEntity],
  words: [orderWords],
};
