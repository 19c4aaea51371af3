import { UPDATE_PATHS } from '../../../../domain/activation/update-paths.ts';
import { arabicBulletsReplySchema, type ArabicBulletsBody } from '../../../../domain/catalogue/arabic-text.ts';
import { requestReply } from '../../../../lib/api-client.ts';

/** Saves the Arabic bullets grid of the product at the revision read (409 when a colleague saved since). */
export const saveArabicBullets = (body: ArabicBulletsBody) =>
  requestReply({ method: 'PUT', url: UPDATE_PATHS.arabicBullets, data: body }, arabicBulletsReplySchema);
