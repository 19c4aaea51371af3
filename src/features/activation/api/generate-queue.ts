import { z } from 'zod/mini';
import type { QueueName } from '../../../domain/activation/constants.ts';
import { ACTIVATION_PATHS } from '../../../domain/activation/paths.ts';
import { queueCountSchema } from '../../../domain/activation/queues.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** The filter panel's choices as the wire carries them (spec 001 §7); an empty PID is -1 (spec 001 §5). */
export interface QueueFilterValues {
  brandId: number | null;
  createdBy: number | null;
  encodedDate: string;
  pid: string;
  isTask: '' | '1' | '0';
}

export const EMPTY_FILTER: QueueFilterValues = { brandId: null, createdBy: null, encodedDate: '', pid: '', isTask: '' };

/** Generates the global activation queue. */
export const generateGlobalQueue = () =>
  requestReply({ method: 'GET', url: ACTIVATION_PATHS.generate, params: { filter: 'ACTIVATION' } }, queueCountSchema);

/** Generates your custom activation queue from the filter panel. */
export const generateCustomQueue = (f: QueueFilterValues) =>
  requestReply(
    {
      method: 'GET',
      url: ACTIVATION_PATHS.filtered,
      params: {
        filter: 'ACTIVATION',
        brandId: f.brandId ?? '',
        createdBy: f.createdBy ?? '',
        encodedDate: f.encodedDate,
        pid: f.pid.trim() === '' ? -1 : f.pid.trim(),
        isTask: f.isTask,
      },
    },
    queueCountSchema,
  );

/** Deletes your custom queue (switch to global). */
export const deleteCustomQueue = (queueName: QueueName) =>
  requestReply({ method: 'DELETE', url: ACTIVATION_PATHS.custom, params: { queueName } }, z.null());
