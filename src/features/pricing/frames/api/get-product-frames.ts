import type { Paging } from '../../../../domain/paging.ts';
import { FRAME_PATHS } from '../../../../domain/pricing/paths.ts';
import { productFramePageSchema } from '../../../../domain/pricing/product-frame.ts';
import { request } from '../../../../lib/api-client.ts';

/** A page of frame cards (the list asks page 1 of 100 first, spec 002 §7). */
export const getProductFrames = ({ index, pageSize }: Paging, signal?: AbortSignal) =>
  request({ method: 'GET', url: FRAME_PATHS.frames, params: { index, pageSize }, signal }, productFramePageSchema);
