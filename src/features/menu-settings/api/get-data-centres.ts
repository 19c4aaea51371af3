import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { dataCentreSchema, type DataCentre } from '../../../domain/navigation/contracts.ts';
import { API_PATHS } from '../../../domain/services.ts';
import { request } from '../../../lib/api-client.ts';
import { LOOKUP_STALE_MS } from '../../../lib/query/query-client.ts';
import { queryKeys } from '../../../lib/query/query-keys.ts';
import { useFailureToast } from '../../../lib/query/use-failure-toast.ts';

/** The data centres of one application (spec 000 §7 "Menu: data centres", path plus appId). */
export function getDataCentres(appId: number, signal?: AbortSignal): Promise<DataCentre[]> {
  return request({ method: 'GET', url: `${API_PATHS.menuDataCentres}/${appId}`, signal }, z.array(dataCentreSchema));
}

/** The data centres of the chosen application; none until one is chosen. An answer for an earlier choice never fills the list. */
export function useDataCentres(appId: number | null) {
  const query = useQuery({
    queryKey: queryKeys.whole('menu-data-centres', appId),
    queryFn: ({ signal }) => getDataCentres(appId as number, signal),
    enabled: appId !== null,
    staleTime: LOOKUP_STALE_MS,
  });
  useFailureToast(query.error, query.errorUpdatedAt);
  return { dataCentres: query.data ?? [], loading: query.isFetching };
}
