import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { API_PATHS } from '../../../domain/services.ts';
import { grantSchema, type Grant } from '../../../domain/users/contracts.ts';
import { request } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query/query-keys.ts';

/** The resource of users' grants: a save of grants names it. */
export const GRANTS_RESOURCE = 'grants';

/** The pages a user is granted, each at L1 or L2. */
export function getGrants(id: number, signal?: AbortSignal): Promise<Grant[]> {
  return request({ method: 'GET', url: `${API_PATHS.users}/${id}/grants`, signal }, z.array(grantSchema));
}

/** A user's grants in the query cache: the Access drawer shows them and copies them from another user. */
export const grantsQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.whole(GRANTS_RESOURCE, id), queryFn: ({ signal }) => getGrants(id, signal) });
