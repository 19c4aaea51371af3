import { STOCK_PATHS } from '../../../../domain/stock/paths.ts';
import { stockItemSchema, type UpdateStockValues } from '../../../../domain/stock/stock.ts';
import { requestReply } from '../../../../lib/api-client.ts';

/** Updates a stock item by its stockId, its PID too ('Updated Successfully!'), at the revision the dialog read (a stale save is a 409). */
export const updateStock = (body: UpdateStockValues, revision: number | null) =>
  requestReply({ method: 'PUT', url: STOCK_PATHS.stock, data: { ...body, revision } }, stockItemSchema);
