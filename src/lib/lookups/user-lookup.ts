import { MAX_GRID_PAGE_SIZE } from '../../domain/constants.ts';
import { API_PATHS } from '../../domain/services.ts';
import { adminUserSchema, type AdminUser } from '../../domain/users/contracts.ts';
import { useLookup } from './use-lookup.ts';

/** The resource of user accounts: a save that changes users names it (see query-keys.ts). */
export const USERS_RESOURCE = 'users';

/**
 * Users by name. The server has no users lookup yet: this reads the first 1000 of the Users and
 * Access list, so it needs L1 on that page (administrators). A `users/lookup` endpoint for every
 * signed-in user is asked of the server (docs/decisions.md).
 */
export const useUserLookup = (enabled = true) =>
  useLookup<AdminUser>({
    resource: USERS_RESOURCE,
    url: API_PATHS.users,
    schema: adminUserSchema,
    pageSize: MAX_GRID_PAGE_SIZE,
    enabled,
    idOf: (u) => u.id,
    namesOf: (u) => [`${u.firstName} ${u.lastName}`.trim() || u.email],
  });
