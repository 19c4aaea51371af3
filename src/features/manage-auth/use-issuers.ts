import { useQuery } from '@tanstack/react-query';
import type { Issuer } from '../../domain/auth-accounts/contracts.ts';
import { LOOKUP_STALE_MS } from '../../lib/query/query-client.ts';
import { queryKeys } from '../../lib/query/query-keys.ts';
import { useFailureToast } from '../../lib/query/use-failure-toast.ts';
import { getIssuers } from './api/get-issuers.ts';

/** The resource the issuer list is cached under: adding an issuer invalidates it. */
export const ISSUERS_RESOURCE = 'authIssuers';
const NONE: Issuer[] = [];

/** The issuer list for the filter and the Add Account drawer (one short list, not paged); a failure is an error toast. */
export function useIssuers() {
  const query = useQuery({
    queryKey: queryKeys.lookup(ISSUERS_RESOURCE, {}),
    queryFn: ({ signal }) => getIssuers(signal),
    staleTime: LOOKUP_STALE_MS,
  });
  useFailureToast(query.error, query.errorUpdatedAt);
  return { issuers: query.data ?? NONE, loading: query.isPending };
}

export type IssuerList = ReturnType<typeof useIssuers>;
