import { z } from 'zod/mini';
import { idField, optionalText, PG_INT_MAX, requiredText, wholeNumberIn } from '../fields.ts';
import { TASK_STATUSES } from './constants.ts';

/** A native task on a product (used when no legacy admin panel is configured). */
export const taskSchema = z.object({
  ID: z.int(),
  pId: z.int(),
  type: z.string(),
  title: z.string(),
  assigneeId: z.nullable(z.int()),
  assigneeName: z.string(),
  notes: z.string(),
  status: z.enum(TASK_STATUSES),
  createdName: z.string(),
  createdDateUTC: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskListQuerySchema = z.object({
  pid: wholeNumberIn(1, PG_INT_MAX),
  type: z._default(z.enum(['ACTIVATION', 'UPDATE', 'AR-ACTIVATION']), 'ACTIVATION'),
});

export const taskBodySchema = z.object({
  pId: idField(),
  type: z._default(z.enum(['ACTIVATION', 'UPDATE', 'AR-ACTIVATION']), 'ACTIVATION'),
  title: requiredText(200),
  assigneeId: z._default(z.nullable(idField()), null),
  notes: optionalText(2000),
  status: z._default(z.enum(TASK_STATUSES), 'OPEN'),
});
export type TaskBody = z.output<typeof taskBodySchema>;
