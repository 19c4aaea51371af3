import { z } from 'zod/mini';
import { ACTIVATION_PATHS } from '../../../domain/activation/paths.ts';
import { taskSchema, type TaskBody } from '../../../domain/activation/tasks.ts';
import { request, requestReply } from '../../../lib/api-client.ts';

/** A product's native tasks of the activation queue. */
export const getTasks = (pid: number, signal?: AbortSignal) =>
  request(
    { method: 'GET', url: ACTIVATION_PATHS.tasks, params: { pid, type: 'ACTIVATION' }, signal },
    z.object({ task: z.array(taskSchema) }),
  );

/** Adds a native task on a product. */
export const addTask = (body: Partial<TaskBody> & Pick<TaskBody, 'pId' | 'title'>) =>
  requestReply({ method: 'POST', url: ACTIVATION_PATHS.tasks, data: body }, taskSchema);
