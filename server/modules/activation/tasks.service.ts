import { ACTIVATION_MESSAGES as M } from '../../../src/domain/activation/messages.ts';
import type { Task, TaskBody } from '../../../src/domain/activation/tasks.ts';
import type { Db } from '../../db/connect.ts';
import { badField, HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import * as products from '../catalogue/products.service.ts';
import * as users from '../users/users.service.ts';
import * as repo from './tasks.repository.ts';

type Row = Awaited<ReturnType<typeof repo.ofProduct>>[number];

const toTask = (r: Row): Task => ({
  ID: r.id,
  pId: r.p_id,
  type: r.type,
  title: r.title,
  assigneeId: r.assignee_id,
  assigneeName: r.assignee_name,
  notes: r.notes,
  status: r.status,
  createdName: r.created_name,
  createdDateUTC: new Date(r.created_date_utc).toISOString(),
});

/** A product's native tasks of a queue type, newest first. */
export async function tasksOf(db: Db, pId: number, type: string): Promise<Task[]> {
  return (await repo.ofProduct(db, pId, type)).map(toTask);
}

async function columnsOf(db: Db, body: TaskBody): Promise<repo.TaskColumns> {
  if (!(await products.productDetails(db, body.pId))) {
    throw new HttpError(404, M.noProduct(body.pId), [{ field: 'pId', message: M.noProduct(body.pId) }]);
  }
  let assigneeName = '';
  if (body.assigneeId !== null) {
    const user = await users.findById(db, body.assigneeId);
    if (!user) throw badField('assigneeId', M.noUser(body.assigneeId));
    assigneeName = `${user.first_name} ${user.last_name}`.trim();
  }
  return {
    p_id: body.pId,
    type: body.type,
    title: body.title,
    assignee_id: body.assigneeId,
    assignee_name: assigneeName,
    notes: body.notes,
    status: body.status,
  };
}

/** Adds a native task on a product ('Add task for this product ?'). */
export async function addTask(db: Db, body: TaskBody, by: Actor): Promise<Task> {
  return toTask(await repo.insert(db, await columnsOf(db, body), by));
}

/** Changes a task (its status, notes, assignee) of one of `types`; 404 for another. */
export async function updateTask(db: Db, id: number, body: TaskBody, by: Actor, types: readonly string[]): Promise<Task> {
  const row = await repo.update(db, id, await columnsOf(db, body), by, types);
  if (!row) throw new HttpError(404, M.noTask(id));
  return toTask(row);
}
