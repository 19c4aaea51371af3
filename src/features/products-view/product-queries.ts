import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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
import { isApiError } from '../../lib/api-error.ts';
import { useFailureToast } from '../../lib/query/use-failure-toast.ts';
import { getAttributes } from './api/get-attributes.ts';
import { getProduct } from './api/get-product.ts';

export const productKey = (pId: number | null) => [CATALOGUE_RESOURCES.products, 'detail', pId] as const;

/** A product id from the address (`/apps/products-view/:pid`, `ssId=`), or null when it is not one. */
export const positiveId = (text: string | null | undefined) => (text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null);

/** The attribute definitions of a sub-category (the attributes form). */
export const attributesQuery = (subCatId: number) => ({
  queryKey: [CATALOGUE_RESOURCES.attributes, 'lookup', { subCatId }],
  queryFn: ({ signal }: { signal: AbortSignal }) => getAttributes(subCatId, signal),
});

// Loaded once: a refetch must never replace what the user is typing, so it loads again only on Reload.
// The pick lists of its category path leave as soon as it arrives, not after it has rendered.
const productQuery = (queryClient: QueryClient, pid: number | null) => ({
  queryKey: productKey(pid),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const loaded = await getProduct(pid ?? 0, signal);
    prefetchLookup(queryClient, categoryLookup(loaded.mId, loaded.pCatId));
    prefetchLookup(queryClient, subCategoryLookup(loaded.catId));
    void queryClient.prefetchQuery(attributesQuery(loaded.subCatId));
    return loaded;
  },
  staleTime: Infinity,
});

/**
 * What the Details step shows first: the product and every pick list of its form. The app starts it
 * with the page's code on a cold load (the feature's `preload`), and the page again on arrival.
 */
export function prefetchProductDetails(queryClient: QueryClient, pid: number | null): void {
  for (const lookup of [mainCategoryLookup, parentCategoryLookup, brandLookup]) prefetchLookup(queryClient, lookup as LookupSpec<unknown>);
  if (pid !== null) void queryClient.prefetchQuery(productQuery(queryClient, pid));
}

/** The product the wizard edits (none for a new one). */
export function useProductQuery(pid: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => prefetchProductDetails(queryClient, null), [queryClient]);
  const product = useQuery({ ...productQuery(queryClient, pid), enabled: pid !== null, refetchOnWindowFocus: false });
  // A product that does not exist is the page's own message, not a toast.
  useFailureToast(isApiError(product.error) && product.error.httpStatus === 404 ? null : product.error, product.errorUpdatedAt);
  return product;
}
