import type { QueueName } from '../../../../domain/activation/constants.ts';
import { queueReplySchema } from '../../../../domain/activation/queues.ts';
import { UPDATE_PATHS } from '../../../../domain/activation/update-paths.ts';
import { requestReply } from '../../../../lib/api-client.ts';

/** Activate the Arabic of the product you hold (pid, status_ar 'a'); answers the next one. */
export const activateArabic = (queueName: QueueName, pid: number) =>
  requestReply({ method: 'POST', url: UPDATE_PATHS.activateArabic, data: { queueName, pid, status_ar: 'a' } }, queueReplySchema);
