import { bulkUpdateSchema, type BulkRuleUpdateBody } from '../../../domain/bulk-update/contracts.ts';
import { BULK_UPDATE_PATHS } from '../../../domain/bulk-update/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** Queues an update of the products a rule selects (its tree only: the server builds the SQL); answers the update and the server's message. */
export const queueBulkRuleUpdate = (body: BulkRuleUpdateBody) =>
  requestReply({ method: 'POST', url: BULK_UPDATE_PATHS.byRule, data: body, timeout: 120_000 }, bulkUpdateSchema);
