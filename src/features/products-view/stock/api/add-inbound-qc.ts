import { STOCK_PATHS } from '../../../../domain/stock/paths.ts';
import { inboundQcSchema, type InboundQcBody } from '../../../../domain/stock/stock.ts';
import { requestReply } from '../../../../lib/api-client.ts';

/** Requests inbound QC of one of the product's UPCs. */
export const addInboundQc = (body: InboundQcBody) =>
  requestReply({ method: 'POST', url: STOCK_PATHS.inboundQc, data: body }, inboundQcSchema);
