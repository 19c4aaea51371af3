import { FRAME_PATHS } from '../../../../domain/pricing/paths.ts';
import { productFrameSchema, type ProductFrame, type ProductFrameBody } from '../../../../domain/pricing/product-frame.ts';
import { requestReply, type Reply } from '../../../../lib/api-client.ts';

/** Creates a frame (POST productFrame) or updates one (PUT productFrame/{id}). */
export const saveProductFrame = (id: number | null, data: ProductFrameBody): Promise<Reply<ProductFrame>> =>
  requestReply(
    { method: id === null ? 'POST' : 'PUT', url: id === null ? FRAME_PATHS.frames : FRAME_PATHS.frame(id), data },
    productFrameSchema,
  );
