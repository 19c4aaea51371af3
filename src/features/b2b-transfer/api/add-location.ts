import { STOCK_TRANSFER_PATHS, type TransferLocationBody } from '../../../domain/stock/stock-transfers.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';
import { z } from 'zod/mini';

/** POST stockTransfer/locations (administrators): a new From/To location; the reply's message is the toast. */
export function addLocation(body: TransferLocationBody): Promise<Reply<null>> {
  return requestReply({ method: 'POST', url: STOCK_TRANSFER_PATHS.locations, data: body }, z.null());
}
