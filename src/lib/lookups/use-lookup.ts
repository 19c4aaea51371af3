import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { MAX_LOOKUP_PAGE_SIZE } from '../../domain/constants.ts';
import { pageOf } from '../../domain/envelope.ts';
import { request } from '../api-client.ts';
import { localName } from '../local-name.ts';
import { LOOKUP_STALE_MS } from '../query/query-client.ts';
import { queryKeys } from '../query/query-keys.ts';
import { useFailureToast } from '../query/use-failure-toast.ts';

/** A pick list ready for IdSelect or IdAutocomplete: `<IdSelect label=… value=… onChange=… {...countries} />`. */
export interface PickList<T> {
  options: T[];
  loading: boolean;
  idOf: (option: T) => number;
  labelOf: (option: T) => string;
  /** The label of the option with this id, when the list has it (e.g. a grid naming a row's country). */
  labelOfId: (id: number) => string | undefined;
}

export interface LookupSpec<T> {
  /** The resource the options are ('countries'): a save that names it refreshes the list. */
  resource: string;
  /** GET `?index&pageSize&…params`, answering a page of `schema`. */
  url: string;
  schema: z.ZodMiniType<T>;
  params?: Record<string, string | number | boolean | null | undefined>;
  /** Rows per request; the lookup cap unless the endpoint allows fewer. */
  pageSize?: number;
  idOf: (option: T) => number;
  /** The English name and, when the record has one, the Arabic name (shown in Arabic). */
  namesOf: (option: T) => [english: string, arabic?: string];
  /** false: nothing loads and the list is empty (e.g. states before a country is chosen). */
  enabled?: boolean;
}

const NONE: never[] = [];

/** The query of a lookup: shared by the hook and by a page that fetches a list before it renders it. */
function lookupQuery<T>({ resource, url, schema, params = {}, pageSize }: Omit<LookupSpec<T>, 'idOf' | 'namesOf' | 'enabled'>) {
  // Nulls are left out of the request (the endpoints read a missing id as "any").
  const sent = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== null && value !== undefined));
  return {
    queryKey: queryKeys.lookup(resource, sent),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (
        await request(
          { method: 'GET', url, params: { index: 1, pageSize: pageSize ?? MAX_LOOKUP_PAGE_SIZE, ...sent }, signal },
          pageOf(schema),
        )
      ).records,
    staleTime: LOOKUP_STALE_MS,
  };
}

/** Starts loading a lookup (unless cached and fresh) so the pick list that needs it finds it ready. */
export function prefetchLookup<T>(queryClient: QueryClient, spec: LookupSpec<T>): void {
  if (spec.enabled === false) return;
  void queryClient.prefetchQuery(lookupQuery(spec));
}

/**
 * A pick list from a lookup endpoint, cached for minutes under [resource, 'lookup', params]; a
 * failure shows as an error toast and leaves the list empty. A new lookup is one call of this.
 */
export function useLookup<T>({ idOf, namesOf, enabled = true, ...spec }: LookupSpec<T>): PickList<T> {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const query = useQuery({ ...lookupQuery(spec), enabled });
  useFailureToast(query.error, query.errorUpdatedAt);
  const options = enabled ? (query.data ?? NONE) : NONE;
  const loading = enabled && query.isPending;
  // Stable while the options and the language are: grids' columns depend on it.
  return useMemo(() => {
    const labelOf = (option: T) => {
      const [english, arabic] = namesOf(option);
      return localName(english, arabic, language);
    };
    const labelOfId = (id: number) => {
      const option = options.find((o) => idOf(o) === id);
      return option ? labelOf(option) : undefined;
    };
    return { options, loading, idOf, labelOf, labelOfId };
    // idOf and namesOf are fixed per lookup (written once in its hook), new functions each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, loading, language]);
}
