import { z } from 'zod/mini';
import { STOCK_PATHS } from '../../../domain/stock/paths.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';
import { decodeTokenPayload, getToken } from '../../../lib/token-storage.ts';

/**
 * Deletes a row (spec 002 §7): the body carries its UPC, so a stale screen never deletes another
 * row, the revision the screen read, so a row changed since is not deleted (409 naming who changed
 * it), and who asks (the token's user; the server records the signed-in user whatever is sent).
 */
export function deleteStockInTransit(id: number, upc: string, revision: number): Promise<Reply<null>> {
  const createdBy = Number(decodeTokenPayload(getToken() ?? '')?.sub) || null;
  return requestReply(
    { method: 'POST', url: `${STOCK_PATHS.stockInTransitDelete}/${id}`, data: { upc, createdBy, createdName: '', revision } },
    z.null(),
  );
}
