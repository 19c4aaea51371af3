import type { MenuSaveRequest, StoredMenu } from '../../../domain/navigation/contracts.ts';
import { API_PATHS } from '../../../domain/services.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** Saves a whole menu (spec 000 §7 "Menu: save"); resolves to the server's message for the toast. */
export async function saveMenu(menu: StoredMenu): Promise<string> {
  const body: MenuSaveRequest = { menu };
  const { message } = await requestReply({ method: 'POST', url: API_PATHS.menu, data: body });
  return message;
}
