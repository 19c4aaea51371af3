import { seedBulkUpdates } from '../../seed/bulk-updates.ts';
import type { ServerModule } from '../server-module.ts';
import bulkUpdateRoutes from './bulk-update.routes.ts';

/** Bulk updates of products (spec 002 §9), run on the durable job queue. */
export const bulkUpdateModule: ServerModule = {
  name: 'bulk-update',
  routes: bulkUpdateRoutes,
  seedSteps: [{ key: 'seeded-bulk-updates', run: seedBulkUpdates }],
};
