import { updateStyleReplySchema, type UpdateStyleBody } from '../../../domain/catalogue/products.ts';
import { PIM_PATHS } from '../../../domain/catalogue/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** The style edit: style and variant verified; with `ssId` the CONTENT_CREATOR row is marked content created. */
export const updateStyle = (body: UpdateStyleBody) =>
  requestReply({ method: 'PUT', url: PIM_PATHS.updateStyle, data: body }, updateStyleReplySchema);
