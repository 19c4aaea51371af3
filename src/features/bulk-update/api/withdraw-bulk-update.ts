import { bulkUpdateSchema } from '../../../domain/bulk-update/contracts.ts';
import { BULK_UPDATE_PATHS } from '../../../domain/bulk-update/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** Withdraws a scheduled update before its time, from the revision the list showed; answers it withdrawn and the server's message. */
export const withdrawBulkUpdate = (id: number, revision: number) =>
  requestReply({ method: 'POST', url: BULK_UPDATE_PATHS.withdraw(id), data: { revision } }, bulkUpdateSchema);
