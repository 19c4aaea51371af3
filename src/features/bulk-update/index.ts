import { bulkUpdateWords } from '../../domain/bulk-update/words.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { bulkUpdateResources, BULK_UPDATE_NS } from './i18n.ts';

/** Bulk Update (spec 002 §4, §5, §9): queue updates of many products from a file, watch them run. */
export const bulkUpdateFeature: FeatureDescriptor = {
  pages: [{ page: '/apps/bulk-update', load: () => import('./bulk-update-page.tsx').then((m) => m.BulkUpdatePage) }],
  i18n: { namespace: BULK_UPDATE_NS, resources: bulkUpdateResources },
  entities: { 'bulk-update': { title: 'entity', fields: 'logFields' } },
  words: [bulkUpdateWords],
};
