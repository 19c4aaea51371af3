import { bulkUpdateWords } from '../../../src/domain/bulk-update/words.ts';
import { seedBulkUpdates } from '../../seed/bulk-updates.ts';
import type { ServerModule } from '../server-module.ts';
import bulkUpdateRoutes from './bulk-update.routes.ts';

/**
 * Bulk updates of products (spec 002 §9), run on the durable job queue. Their changes are logged
 * (bulkUpdateEntity) but lists no `entities`: none of them can be undone or restored. Undoing an
 * update's creation would delete it and leave what its run applied to the products; a withdrawn
 * update is queued again instead.
 */
export const bulkUpdateModule: ServerModule = {
  name: 'bulk-update',
  routes: bulkUpdateRoutes,
  seedSteps: [{ key: 'seeded-bulk-updates', run: seedBulkUpdates }],
  words: [bulkUpdateWords],
};
