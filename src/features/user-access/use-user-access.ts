import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminUserSchema, USER_SORTS, type AdminUser } from '../../domain/users/contracts.ts';
import { isApiError } from '../../lib/api-error.ts';
import { USERS_RESOURCE } from '../../lib/lookups/user-lookup.ts';
import { useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { getUsers } from './api/get-users.ts';
import { setUserEnabled } from './api/set-user-enabled.ts';
import { offerAccountUndo, reloadAccounts } from './offer-account-undo.ts';

interface UserFilter {
  search: string;
}
const NO_SEARCH = { search: '' };

/** What the Users and Access screen shows and which dialog is open for which user; saves refresh the list by themselves. */
export function useUserAccess() {
  const queryClient = useQueryClient();
  const list = usePagedList<AdminUser, UserFilter>({
    resource: USERS_RESOURCE,
    fetchPage: (paging, filter, options) => getUsers(paging, filter.search, options),
    initialFilter: NO_SEARCH,
    sortable: USER_SORTS,
  });
  const filter = useDraftFilter(list, NO_SEARCH);
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [granting, setGranting] = useState<AdminUser | null>(null);

  /**
   * Confirmed enable or disable, from the user as listed; the toast offers Undo (the opposite change,
   * from the revision this one answered). A failure is shown by the confirm dialog, which stays open:
   * after a 409 it asks again about the user as someone else left them.
   */
  const toggleEnabled = async () => {
    if (!toggling) return;
    const was = toggling.enabled;
    try {
      const { data: user, message } = await setUserEnabled(toggling.id, !was, toggling.revision);
      offerAccountUndo(message, () => setUserEnabled(user.id, was, user.revision), queryClient);
    } catch (error) {
      const current = isApiError(error) && error.stale ? adminUserSchema.safeParse(error.stale.current) : undefined;
      if (current?.success) setToggling(current.data);
      throw error;
    } finally {
      await reloadAccounts(queryClient);
    }
  };

  return {
    list,
    search: filter.draft.search,
    setSearch: (search: string) => filter.setDraft({ search }),
    runSearch: filter.runSearch,
    clearSearch: filter.clearSearch,
    creating,
    setCreating,
    toggling,
    setToggling,
    toggleEnabled,
    resetting,
    setResetting,
    granting,
    setGranting,
  };
}
