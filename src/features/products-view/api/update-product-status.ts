import { productStatusReplySchema, type ProductStatus } from '../../../domain/catalogue/products.ts';
import { PIM_PATHS } from '../../../domain/catalogue/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/**
 * The approval dropdown's change (spec 001 §7: pId, approve and empty remarks), with the revision
 * the wizard read, so a change over a colleague's newer save is refused (409) rather than made blind.
 */
export const updateProductStatus = (pId: number, approve: ProductStatus, revision?: number) =>
  requestReply({ method: 'POST', url: PIM_PATHS.productStatus, data: { pId, approve, remarks: '', revision } }, productStatusReplySchema);
