import { productViewSchema, type ProductDetailsBody } from '../../../domain/catalogue/products.ts';
import { PIM_PATHS } from '../../../domain/catalogue/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** Inserts (no pId) or updates (pId and the revision read) a product's details: the stored product comes back. */
export const saveProductDetails = (body: ProductDetailsBody) =>
  requestReply({ method: 'POST', url: PIM_PATHS.productDetails, data: body }, productViewSchema);
