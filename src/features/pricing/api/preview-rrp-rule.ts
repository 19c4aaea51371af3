import { PRICING_PATHS } from '../../../domain/pricing/paths.ts';
import { rrpPreviewSchema, type RrpPreview } from '../../../domain/pricing/rrp-rule.ts';
import { request } from '../../../lib/api-client.ts';

/** How many catalogue products the unsaved tree selects now, and the first page of them. */
export const previewRrpRule = (jsonTree: string, pageSize: number, signal?: AbortSignal): Promise<RrpPreview> =>
  request({ method: 'POST', url: PRICING_PATHS.rrpPreview, data: { jsonTree, pageSize }, signal }, rrpPreviewSchema);
