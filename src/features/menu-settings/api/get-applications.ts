import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { applicationSchema, type Application } from '../../../domain/navigation/contracts.ts';
import { API_PATHS } from '../../../domain/services.ts';
import { request } from '../../../lib/api-client.ts';
import { LOOKUP_STALE_MS } from '../../../lib/query/query-client.ts';
import { queryKeys } from '../../../lib/query/query-keys.ts';
import { useFailureToast } from '../../../lib/query/use-failure-toast.ts';

/** The applications whose menus can be edited (spec 000 §7 "Menu: applications"). */
export function getApplications(signal?: AbortSignal): Promise<Application[]> {
  return request({ method: 'GET', url: API_PATHS.menuApplications, signal }, z.array(applicationSchema));
}

/** The applications, kept like a pick list: they change with a deployment, not while a menu is edited. */
export function useApplications() {
  const query = useQuery({
    queryKey: queryKeys.whole('menu-applications', null),
    queryFn: ({ signal }) => getApplications(signal),
    staleTime: LOOKUP_STALE_MS,
  });
  useFailureToast(query.error, query.errorUpdatedAt);
  return { applications: query.data ?? [], loading: query.isPending };
}
