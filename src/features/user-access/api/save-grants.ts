import { API_PATHS } from '../../../domain/services.ts';
import { savedGrantsSchema, type Grant, type SavedGrants, type SetGrantsRequest } from '../../../domain/users/contracts.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/**
 * Replaces all grants of a user read at `revision` at once; the reply holds the new list and the
 * user as it now is (its new revision), its message the toast. A stale read is refused (409).
 */
export function saveGrants(id: number, grants: Grant[], revision: number): Promise<Reply<SavedGrants>> {
  const body: SetGrantsRequest = { grants, revision };
  return requestReply({ method: 'PUT', url: `${API_PATHS.users}/${id}/grants`, data: body }, savedGrantsSchema);
}
