import { UPDATE_PATHS } from '../../../../domain/activation/update-paths.ts';
import { arabicProductReplySchema, type ArabicProductBody } from '../../../../domain/catalogue/arabic-text.ts';
import { requestReply } from '../../../../lib/api-client.ts';

/** Saves the Arabic name and details of the product at the revision read (409 when a colleague saved since). */
export const saveArabicText = (body: ArabicProductBody) =>
  requestReply({ method: 'PUT', url: UPDATE_PATHS.arabicProduct, data: body }, arabicProductReplySchema);
