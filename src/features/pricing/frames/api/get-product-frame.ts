import { FRAME_PATHS } from '../../../../domain/pricing/paths.ts';
import { productFrameSchema } from '../../../../domain/pricing/product-frame.ts';
import { request } from '../../../../lib/api-client.ts';

/** One frame with its PIDs or rule. */
export const getProductFrame = (id: number, signal?: AbortSignal) =>
  request({ method: 'GET', url: FRAME_PATHS.frame(id), signal }, productFrameSchema);
