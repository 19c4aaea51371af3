import type { QueueName } from '../../../domain/activation/constants.ts';
import { ACTIVATION_PATHS } from '../../../domain/activation/paths.ts';
import { queueReplySchema, type RejectBody } from '../../../domain/activation/queues.ts';
import type { QueuePaths } from '../../../domain/activation/update-paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** Activate the product you hold (status and approve a); answers the next one. */
export const activateProduct = (queueName: QueueName, pId: number) =>
  requestReply({ method: 'POST', url: ACTIVATION_PATHS.activate, data: { queueName, pId } }, queueReplySchema);

/** Skip (Next) the product you hold; answers the next one. */
export const skipProduct = (queueName: QueueName, pId: number, paths: QueuePaths = ACTIVATION_PATHS) =>
  requestReply({ method: 'POST', url: paths.skip, data: { queueName, pId } }, queueReplySchema);

/** Reject the product you hold (an activation rejection); answers the next one. */
export const rejectProduct = (body: RejectBody) =>
  requestReply({ method: 'POST', url: ACTIVATION_PATHS.reject, data: body }, queueReplySchema);
