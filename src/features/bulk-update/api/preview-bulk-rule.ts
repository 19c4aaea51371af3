import type { BulkUpdateType } from '../../../domain/bulk-update/constants.ts';
import { bulkRulePreviewSchema, type BulkRulePreview } from '../../../domain/bulk-update/contracts.ts';
import { BULK_UPDATE_PATHS } from '../../../domain/bulk-update/paths.ts';
import { request } from '../../../lib/api-client.ts';

/** How many products an unsaved rule selects now, the newest of them, and the rows an update of the type would have. */
export const previewBulkRule = (updateType: BulkUpdateType, jsonTree: string, signal?: AbortSignal): Promise<BulkRulePreview> =>
  request({ method: 'POST', url: BULK_UPDATE_PATHS.rulePreview, data: { updateType, jsonTree }, signal }, bulkRulePreviewSchema);
