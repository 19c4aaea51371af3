import type { QueueKind, QueueName } from '../../../domain/activation/constants.ts';
import { ACTIVATION_PATHS } from '../../../domain/activation/paths.ts';
import type { QueueReply } from '../../../domain/activation/queues.ts';
import type { QueuePaths } from '../../../domain/activation/update-paths.ts';
import type { Reply } from '../../../lib/api-client.ts';
import { activateProduct } from '../api/queue-actions.ts';

/** One kind of queue as a screen works it: its kind, its page's paths, and its Activate if it has one. */
export interface QueueSetup {
  kind: QueueKind;
  paths: QueuePaths;
  /** The activation queue's status and approve a, the Arabic queue's status_ar a; the studio queue has none. */
  activate?: (queueName: QueueName, pId: number) => Promise<Reply<QueueReply>>;
}

export const ACTIVATION_SETUP: QueueSetup = { kind: 'ACTIVATION', paths: ACTIVATION_PATHS, activate: activateProduct };
