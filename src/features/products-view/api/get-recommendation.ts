import { recommendationSchema } from '../../../domain/catalogue/products.ts';
import { PIM_PATHS } from '../../../domain/catalogue/paths.ts';
import { request } from '../../../lib/api-client.ts';

/** Other products and stock in transit of a style; `pId`, the product on screen, is left out. */
export const getRecommendation = (style: string, pId: number, signal?: AbortSignal) =>
  request({ method: 'GET', url: PIM_PATHS.recommendation, params: { style, pId }, signal }, recommendationSchema);
