import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  brandLookup,
  CATALOGUE_RESOURCES,
  categoryLookup,
  mainCategoryLookup,
  parentCategoryLookup,
  subCategoryLookup,
} from '../../lib/lookups/catalogue-lookups.ts';
import { prefetchLookup, type LookupSpec } from '../../lib/lookups/use-lookup.ts';
import { useFailureToast } from '../../lib/query/use-failure-toast.ts';
import { getAttributes } from './api/get-attributes.ts';
import { getProduct } from './api/get-product.ts';

export const productKey = (pId: number | null) => [CATALOGUE_RESOURCES.products, 'detail', pId] as const;

/** The attribute definitions of a sub-category (the attributes form). */
export const attributesQuery = (subCatId: number) => ({
  queryKey: [CATALOGUE_RESOURCES.attributes, 'lookup', { subCatId }],
  queryFn: ({ signal }: { signal: AbortSignal }) => getAttributes(subCatId, signal),
});

/**
 * The product the wizard edits (none for a new one), loaded once: a refetch must never replace what
 * the user is typing, so it loads again only on Reload. The Details step's pick lists load beside
 * it, not after it has rendered.
 */
export function useProductQuery(pid: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const lookup of [mainCategoryLookup, parentCategoryLookup, brandLookup])
      prefetchLookup(queryClient, lookup as LookupSpec<unknown>);
  }, [queryClient]);
  const product = useQuery({
    queryKey: productKey(pid),
    queryFn: async ({ signal }) => {
      const loaded = await getProduct(pid ?? 0, signal);
      prefetchLookup(queryClient, categoryLookup(loaded.mId, loaded.pCatId));
      prefetchLookup(queryClient, subCategoryLookup(loaded.catId));
      void queryClient.prefetchQuery(attributesQuery(loaded.subCatId));
      return loaded;
    },
    enabled: pid !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  useFailureToast(product.error, product.errorUpdatedAt);
  return product;
}
