import { z } from 'zod/mini';
import { PIM_PATHS } from '../../../domain/catalogue/paths.ts';
import { productImageSchema, type AttachProductImagesBody } from '../../../domain/catalogue/product-images.ts';
import { requestReply } from '../../../lib/api-client.ts';

export const attachProductImages = (body: AttachProductImagesBody) =>
  requestReply({ method: 'POST', url: PIM_PATHS.productImages, data: body }, z.array(productImageSchema));
