import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser } from '../../domain/users/contracts.ts';
import { USERS_RESOURCE } from '../../lib/lookups/user-lookup.ts';
import { queryKeys } from '../../lib/query/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { getUsers } from './api/get-users.ts';
import { setUserEnabled } from './api/set-user-enabled.ts';

interface UserFilter {
  search: string;
}
const NO_SEARCH = { search: '' };

/** What the Users and Access screen shows and which dialog is open for which user; saves refresh the list by themselves. */
export function useUserAccess() {
  const queryClient = useQueryClient();
  const list = usePagedList<AdminUser, UserFilter>({
    resource: USERS_RESOURCE,
    fetchPage: (paging, filter, { signal }) => getUsers(paging, filter.search, signal),
    initialFilter: NO_SEARCH,
  });
  const filter = useDraftFilter(list, NO_SEARCH);
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [granting, setGranting] = useState<AdminUser | null>(null);

  /** Confirmed enable or disable; a failure is shown by the confirm dialog, which stays open. */
  const toggleEnabled = async () => {
    if (!toggling) return;
    toast.success(await setUserEnabled(toggling.id, !toggling.enabled));
    await queryClient.invalidateQueries({ queryKey: queryKeys.all(USERS_RESOURCE) });
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
