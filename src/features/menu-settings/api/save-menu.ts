import { savedMenuSchema, type MenuSaveRequest, type SavedMenu, type StoredMenu } from '../../../domain/navigation/contracts.ts';
import { API_PATHS } from '../../../domain/services.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/**
 * Saves a whole menu (spec 000 §7 "Menu: save") from the revision it was loaded at (none for a
 * pair's first menu); resolves to the menu as stored (its id and new revision) and the server's
 * message for the toast. A save over someone else's since is refused (409, ApiError.stale).
 */
export function saveMenu(menu: StoredMenu, revision: number | null): Promise<Reply<SavedMenu>> {
  const body: MenuSaveRequest = { menu, ...(revision === null ? {} : { revision }) };
  return requestReply({ method: 'POST', url: API_PATHS.menu, data: body }, savedMenuSchema);
}
