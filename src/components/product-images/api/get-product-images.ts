import { z } from 'zod/mini';
import { PIM_PATHS } from '../../../domain/catalogue/paths.ts';
import { productImageSchema } from '../../../domain/catalogue/product-images.ts';
import { request } from '../../../lib/api-client.ts';

export const getProductImages = (pId: number, signal?: AbortSignal) =>
  request({ method: 'GET', url: PIM_PATHS.productImages, params: { pId }, signal }, z.array(productImageSchema));
