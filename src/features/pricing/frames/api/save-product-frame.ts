import { FRAME_PATHS } from '../../../../domain/pricing/paths.ts';
import { productFrameSchema, type ProductFrame, type ProductFrameBody } from '../../../../domain/pricing/product-frame.ts';
import { requestReply, type Reply } from '../../../../lib/api-client.ts';

/** Creates a frame (POST productFrame) or updates one at the revision read (PUT productFrame/{id}; 409 when someone saved it since). */
export const saveProductFrame = (id: number | null, data: ProductFrameBody, revision: number | null): Promise<Reply<ProductFrame>> =>
  requestReply(
    id === null
      ? { method: 'POST', url: FRAME_PATHS.frames, data }
      : { method: 'PUT', url: FRAME_PATHS.frame(id), data: { ...data, revision } },
    productFrameSchema,
  );
