import { quickPanelReplySchema, type QuickPanelReply } from '../../domain/navigation/contracts.ts';
import { API_PATHS } from '../../domain/services.ts';
import { request } from '../../lib/api-client.ts';

/** GET /api/quick-panel/data: today where staff work, and the user's recent changes. */
export function getQuickPanelData(): Promise<QuickPanelReply> {
  return request({ method: 'GET', url: API_PATHS.quickPanel }, quickPanelReplySchema);
}
