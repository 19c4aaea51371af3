import { userMenuReplySchema, type UserMenuReply } from '../../domain/navigation/contracts.ts';
import { API_PATHS } from '../../domain/services.ts';
import { request } from '../../lib/api-client.ts';

/** GET user/menu_v2: the signed-in user's navigation and level per page (spec 000 §7). */
export function getUserMenu(): Promise<UserMenuReply> {
  return request({ method: 'GET', url: API_PATHS.userMenu }, userMenuReplySchema);
}
