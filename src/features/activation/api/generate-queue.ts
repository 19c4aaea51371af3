import { z } from 'zod/mini';
import type { QueueKind, QueueName } from '../../../domain/activation/constants.ts';
import { ACTIVATION_PATHS } from '../../../domain/activation/paths.ts';
import { queueCountSchema } from '../../../domain/activation/queues.ts';
import type { QueuePaths } from '../../../domain/activation/update-paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** The filter panel's choices as the wire carries them (spec 001 §7); an empty PID is -1 (spec 001 §5). */
export interface QueueFilterValues {
  brandId: number | null;
  createdBy: number | null;
  encodedDate: string;
  pid: string;
  isTask: '' | '1' | '0';
  /** The update and Arabic queues' Is Stock. */
  isStock: '' | '1' | '0';
}

export const EMPTY_FILTER: QueueFilterValues = { brandId: null, createdBy: null, encodedDate: '', pid: '', isTask: '', isStock: '' };

/** Generates the global queue of a kind. */
export const generateGlobalQueue = (kind: QueueKind = 'ACTIVATION', paths: QueuePaths = ACTIVATION_PATHS) =>
  requestReply({ method: 'GET', url: paths.generate, params: { filter: kind } }, queueCountSchema);

/** Generates your custom queue of a kind from the filter panel (Is Stock only on the update and Arabic queues). */
export const generateCustomQueue = (f: QueueFilterValues, kind: QueueKind = 'ACTIVATION', paths: QueuePaths = ACTIVATION_PATHS) =>
  requestReply(
    {
      method: 'GET',
      url: paths.filtered,
      params: {
        filter: kind,
        brandId: f.brandId ?? '',
        createdBy: f.createdBy ?? '',
        encodedDate: f.encodedDate,
        pid: f.pid.trim() === '' ? -1 : f.pid.trim(),
        isTask: f.isTask,
        ...(kind === 'ACTIVATION' ? {} : { isStock: f.isStock }),
      },
    },
    queueCountSchema,
  );

/** Deletes your custom queue (switch to global). */
export const deleteCustomQueue = (queueName: QueueName, paths: QueuePaths = ACTIVATION_PATHS) =>
  requestReply({ method: 'DELETE', url: paths.custom, params: { queueName } }, z.null());
