import { z } from 'zod/mini';
import type { QueueKind } from '../../../domain/activation/constants.ts';
import { ACTIVATION_PATHS } from '../../../domain/activation/paths.ts';
import { taskSchema, type TaskBody } from '../../../domain/activation/tasks.ts';
import type { QueuePaths } from '../../../domain/activation/update-paths.ts';
import { request, requestReply } from '../../../lib/api-client.ts';

/** A product's native tasks of a queue type. */
export const getTasks = (pid: number, signal?: AbortSignal, type: QueueKind = 'ACTIVATION', paths: QueuePaths = ACTIVATION_PATHS) =>
  request({ method: 'GET', url: paths.tasks, params: { pid, type }, signal }, z.object({ task: z.array(taskSchema) }));

/** Adds a native task on a product. */
export const addTask = (body: Partial<TaskBody> & Pick<TaskBody, 'pId' | 'title'>, paths: QueuePaths = ACTIVATION_PATHS) =>
  requestReply({ method: 'POST', url: paths.tasks, data: body }, taskSchema);
