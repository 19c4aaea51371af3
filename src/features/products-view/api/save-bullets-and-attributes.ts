import { bulletsAndAttributesReplySchema, type BulletsAndAttributesBody } from '../../../domain/catalogue/products.ts';
import { PIM_PATHS } from '../../../domain/catalogue/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

export const saveBulletsAndAttributes = (body: BulletsAndAttributesBody) =>
  requestReply({ method: 'POST', url: PIM_PATHS.bulletsAndAttributes, data: body }, bulletsAndAttributesReplySchema);
