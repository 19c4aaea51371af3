import { STOCK_PATHS } from '../../../../domain/stock/paths.ts';
import { stockItemSchema, type AddStockValues } from '../../../../domain/stock/stock.ts';
import { requestReply } from '../../../../lib/api-client.ts';

/** Adds a UPC to a product ('Added Successfully!'); a UPC that exists is a 409 on its field. */
export const addStock = (body: AddStockValues) => requestReply({ method: 'POST', url: STOCK_PATHS.stock, data: body }, stockItemSchema);
