import { z } from 'zod/mini';
import { ACTIVATION_PATHS } from '../../../domain/activation/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** Fix: the remarks, and the product released to the activation queue. */
export const fixRejection = (id: number, remarks: string) =>
  requestReply({ method: 'PUT', url: ACTIVATION_PATHS.fixRejection(id), data: { remarks } }, z.object({ requeued: z.boolean() }));
