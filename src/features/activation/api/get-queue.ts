import type { QueueName } from '../../../domain/activation/constants.ts';
import { ACTIVATION_PATHS } from '../../../domain/activation/paths.ts';
import { queueCountSchema, queueReplySchema } from '../../../domain/activation/queues.ts';
import type { QueuePaths } from '../../../domain/activation/update-paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** The product you hold in a queue, or the next one handed to you, with the count and the queue's message. */
export const getQueue = (queueName: QueueName, paths: QueuePaths = ACTIVATION_PATHS) =>
  requestReply({ method: 'GET', url: paths.queue, params: { queueName } }, queueReplySchema);

/** How many products wait in a queue. */
export const getQueueCount = async (queueName: QueueName, paths: QueuePaths = ACTIVATION_PATHS) =>
  (await requestReply({ method: 'GET', url: paths.count, params: { queueName } }, queueCountSchema)).data.count;
