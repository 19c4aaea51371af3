import { productViewSchema } from '../../../domain/catalogue/products.ts';
import { PIM_PATHS } from '../../../domain/catalogue/paths.ts';
import { request } from '../../../lib/api-client.ts';

export const getProduct = (pId: number, signal?: AbortSignal) =>
  request({ method: 'GET', url: PIM_PATHS.productDetails, params: { pId }, signal }, productViewSchema);
