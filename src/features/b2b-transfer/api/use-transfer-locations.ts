import { STOCK_TRANSFER_PATHS, transferLocationSchema, type TransferLocation } from '../../../domain/stock/stock-transfers.ts';
import { useCodeLookup } from '../../../lib/lookups/use-code-lookup.ts';
import { B2B_TRANSFER_RESOURCES } from '../i18n.ts';

/** The From and To locations the server offers (administrators may add more), named in the user's language. */
export const useTransferLocations = () =>
  useCodeLookup<TransferLocation>({
    resource: B2B_TRANSFER_RESOURCES.locations,
    url: STOCK_TRANSFER_PATHS.locations,
    schema: transferLocationSchema,
  });
