import { z } from 'zod/mini';
import { PIM_PATHS } from '../../../domain/catalogue/paths.ts';
import { productImageSchema } from '../../../domain/catalogue/product-images.ts';
import { requestReply } from '../../../lib/api-client.ts';

export const deleteProductImage = (id: number) =>
  requestReply({ method: 'DELETE', url: PIM_PATHS.productImage(id) }, z.array(productImageSchema));
