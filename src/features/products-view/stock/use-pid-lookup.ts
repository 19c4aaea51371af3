import { useQuery } from '@tanstack/react-query';
import { getProduct } from '../api/get-product.ts';
import { STOCK_RESOURCE } from './stock-queries.ts';

const pidOf = (text: string) => (/^\s*\d{1,10}\s*$/.test(text) && Number(text) > 0 ? Number(text) : null);

/**
 * Edit Stock's PID as typed, looked up while it names another product than `ownPid` (the product
 * details call): the product the UPC would move to, or failed (not a PID, or no such product).
 */
export function usePidLookup(text: string, ownPid: number, enabled: boolean) {
  const pId = pidOf(text);
  const moving = enabled && pId !== ownPid;
  const query = useQuery({
    queryKey: [STOCK_RESOURCE, 'pidLookup', pId],
    queryFn: ({ signal }) => getProduct(pId ?? 0, signal),
    enabled: moving && pId !== null,
    // A PID that is not found is the user's typing, not a fault to try again.
    retry: false,
  });
  const target = moving ? (query.data ?? null) : null;
  return {
    moving,
    looking: moving && pId !== null && query.isFetching && !target,
    failed: moving && (pId === null || query.isError),
    /** The product the UPC would move to, once found. */
    target,
    /** The PID the sizes come from: the found product's while moving, else the item's own. */
    sizesOf: moving ? (target?.pId ?? null) : ownPid,
  };
}
