import { pageOf } from '../../../domain/envelope.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { API_PATHS } from '../../../domain/services.ts';
import { adminUserSchema, type AdminUser } from '../../../domain/users/contracts.ts';
import { request } from '../../../lib/api-client.ts';

/** One page of users, searched by employee number, email or name. */
export function getUsers({ index, pageSize }: Paging, search: string, signal?: AbortSignal): Promise<Page<AdminUser>> {
  const params = { index, pageSize, search: search.trim() || undefined };
  return request({ method: 'GET', url: API_PATHS.users, params, signal }, pageOf(adminUserSchema));
}
