import i18next from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { USERS_RESOURCE } from '../../lib/lookups/user-lookup.ts';
import { UNDO_MS } from '../../lib/history/offer-undo.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';
import { queryKeys } from '../../lib/query/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { GRANTS_RESOURCE } from './api/get-grants.ts';

/** What an account's change touches on screen: the user list, the grants and the histories. */
export const reloadAccounts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.all(USERS_RESOURCE) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.all(GRANTS_RESOURCE) }),
    queryClient.invalidateQueries({ queryKey: ['history', 'user'] }),
  ]);

/**
 * The success toast of a status or grants change, with Undo for UNDO_MS. An account's change is
 * undone through the screen's own call again (which ends sessions and tells open screens, as the
 * change itself did), from the revision the change answered: refused (409, naming who) when
 * someone changed the user since. The kit's generic Undo is not offered for accounts (see
 * userEntity in server/modules/users/users-admin.service.ts).
 */
export function offerAccountUndo(message: string, undo: () => Promise<{ message: string }>, queryClient: QueryClient) {
  toast.show({
    message,
    severity: 'success',
    durationMs: UNDO_MS,
    action: {
      label: i18next.t('history.undo', { ns: KIT_NS }),
      onClick: () => {
        undo()
          .then((reply) => toast.success(reply.message))
          .catch((error: unknown) => toast.failure(error))
          .finally(() => void reloadAccounts(queryClient));
      },
    },
  });
}
