import { FRAME_PATHS } from '../../../../domain/pricing/paths.ts';
import { framePreviewSchema } from '../../../../domain/pricing/product-frame.ts';
import { request } from '../../../../lib/api-client.ts';

/** How many products an unsaved frame rule covers now, and the first of them. */
export const previewFrameRule = (jsonTree: string, signal?: AbortSignal) =>
  request({ method: 'POST', url: FRAME_PATHS.preview, data: { jsonTree }, signal }, framePreviewSchema);
