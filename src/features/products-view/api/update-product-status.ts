import { productStatusReplySchema, type ProductStatus } from '../../../domain/catalogue/products.ts';
import { PIM_PATHS } from '../../../domain/catalogue/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** The approval dropdown's change (spec 001 §7: pId, approve and empty remarks). */
export const updateProductStatus = (pId: number, approve: ProductStatus) =>
  requestReply({ method: 'POST', url: PIM_PATHS.productStatus, data: { pId, approve, remarks: '' } }, productStatusReplySchema);
