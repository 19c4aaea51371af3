import { menuLoadReplySchema, type SavedMenu } from '../../../domain/navigation/contracts.ts';
import { API_PATHS } from '../../../domain/services.ts';
import { request } from '../../../lib/api-client.ts';

/** The stored menu of an application and data centre with its id and revision, or null when none was saved yet (spec 000 §7 "Menu: load"). */
export function getMenu(appName: string, datasenter: string, signal?: AbortSignal): Promise<SavedMenu | null> {
  return request({ method: 'GET', url: API_PATHS.menu, params: { appName, datasenter }, signal }, menuLoadReplySchema);
}
