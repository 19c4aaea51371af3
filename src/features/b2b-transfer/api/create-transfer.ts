import { STOCK_TRANSFER_PATHS, stockTransferSchema, type StockTransfer } from '../../../domain/stock/stock-transfers.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

export interface TransferRequest {
  orderId: string;
  fromLocationCode: string;
  toLocationCode: string;
  file: File;
}

/** POST stockTransfer/create (spec 002 §7 "B2B"): the file and the fields orderId, fromLocationCode, toLocationCode as multipart. */
export function createTransfer({ file, ...fields }: TransferRequest): Promise<Reply<StockTransfer>> {
  const form = new FormData();
  form.append('orderId', fields.orderId);
  form.append('fromLocationCode', fields.fromLocationCode);
  form.append('toLocationCode', fields.toLocationCode);
  form.append('transferType', 'STO');
  form.append('file', file, file.name);
  // Uploads and checks of up to 1000 lines may take longer than a plain call.
  return requestReply({ method: 'POST', url: STOCK_TRANSFER_PATHS.create, data: form, timeout: 120_000 }, stockTransferSchema);
}
