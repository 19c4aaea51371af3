import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { API_PATHS } from '../../../domain/services.ts';
import { adminUserSchema, type AdminUser } from '../../../domain/users/contracts.ts';
import { request } from '../../../lib/api-client.ts';

/** One page of users, searched by employee number, email or name, in `sort`'s order (by id without one). */
export function getUsers(
  { index, pageSize }: Paging,
  search: string,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
): Promise<Page<AdminUser>> {
  const params = { index, pageSize, search: search.trim() || undefined, sort: sortParam(sort) };
  return request({ method: 'GET', url: API_PATHS.users, params, signal }, pageOf(adminUserSchema));
}
