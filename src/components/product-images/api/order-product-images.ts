import { z } from 'zod/mini';
import { PIM_PATHS } from '../../../domain/catalogue/paths.ts';
import { productImageSchema, type OrderProductImagesBody } from '../../../domain/catalogue/product-images.ts';
import { requestReply } from '../../../lib/api-client.ts';

export const orderProductImages = (body: OrderProductImagesBody) =>
  requestReply({ method: 'PUT', url: PIM_PATHS.productImagesOrder, data: body }, z.array(productImageSchema));
