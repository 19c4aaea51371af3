import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { request } from '../api-client.ts';
import { localName } from '../local-name.ts';
import { LOOKUP_STALE_MS } from '../query/query-client.ts';
import { queryKeys } from '../query/query-keys.ts';
import { useFailureToast } from '../query/use-failure-toast.ts';

/** One value of a short code list the server names in both languages (delivery types, labels). */
export interface CodeOption {
  code: string;
  name: string;
  ar_name: string;
}

/** A code list ready for a select: its options, and their names in the language in use. */
export interface CodeList<T extends CodeOption> {
  options: T[];
  loading: boolean;
  labelOf: (option: T) => string;
  /** The name of a code when the list has it (a grid naming a row's type). */
  labelOfCode: (code: string) => string | undefined;
}

export interface CodeLookupSpec<T extends CodeOption> {
  /** The resource the options are cached under. */
  resource: string;
  /** GET with no parameters, answering the whole list (not a page). */
  url: string;
  schema: z.ZodMiniType<T>;
}

const NONE: never[] = [];

/**
 * A short code list from the server, cached for minutes under [resource, 'lookup', {}] like the
 * id pick lists of useLookup; a failure shows as an error toast and leaves the list empty.
 */
export function useCodeLookup<T extends CodeOption>({ resource, url, schema }: CodeLookupSpec<T>): CodeList<T> {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const query = useQuery({
    queryKey: queryKeys.lookup(resource, {}),
    queryFn: ({ signal }) => request({ method: 'GET', url, signal }, z.array(schema)),
    staleTime: LOOKUP_STALE_MS,
  });
  useFailureToast(query.error, query.errorUpdatedAt);
  const options = query.data ?? NONE;
  const loading = query.isPending;
  return useMemo(() => {
    const labelOf = (option: T) => localName(option.name, option.ar_name, language);
    const labelOfCode = (code: string) => {
      const option = options.find((o) => o.code === code);
      return option ? labelOf(option) : undefined;
    };
    return { options, loading, labelOf, labelOfCode };
  }, [options, loading, language]);
}
