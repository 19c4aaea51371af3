import { z } from 'zod/mini';
import { menuPageSchema, type MenuPage } from '../../../domain/navigation/contracts.ts';
import { API_PATHS } from '../../../domain/services.ts';
import { request } from '../../../lib/api-client.ts';

/** The pages a node of this application may link to (spec 000 §7 "Menu: pages", path plus appId). */
export function getMenuPages(appId: number, signal?: AbortSignal): Promise<MenuPage[]> {
  return request({ method: 'GET', url: `${API_PATHS.menuPages}/${appId}`, signal }, z.array(menuPageSchema));
}
