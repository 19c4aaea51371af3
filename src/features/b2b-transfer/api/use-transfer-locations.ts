import { STOCK_TRANSFER_PATHS, transferLocationSchema, type TransferLocation } from '../../../domain/stock/stock-transfers.ts';
import { useCodeLookup } from '../../../lib/lookups/use-code-lookup.ts';

/** The From and To locations the server offers (administrators may add more), named in the user's language. */
export const useTransferLocations = () =>
  useCodeLookup<TransferLocation>({ resource: 'transfer-locations', url: STOCK_TRANSFER_PATHS.locations, schema: transferLocationSchema });
