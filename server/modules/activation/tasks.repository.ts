import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import { authoredColumns, updatedColumns } from '../../shared/audit-columns.ts';

export interface TaskColumns {
  p_id: number;
  type: string;
  title: string;
  assignee_id: number | null;
  assignee_name: string;
  notes: string;
  status: 'OPEN' | 'DONE';
}

const columns = [
  'id',
  'p_id',
  'type',
  'title',
  'assignee_id',
  'assignee_name',
  'notes',
  'status',
  'created_name',
  'created_date_utc',
] as const;

export function ofProduct(db: Db, pId: number, type: string) {
  return db.selectFrom('activation_tasks').select(columns).where('p_id', '=', pId).where('type', '=', type).orderBy('id', 'desc').execute();
}

export function insert(db: Db, row: TaskColumns, by: Actor) {
  return db
    .insertInto('activation_tasks')
    .values({ ...row, ...authoredColumns(by) })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Changes a task, if it is one of `types` (a page changes only its own queues' tasks). */
export function update(db: Db, id: number, row: TaskColumns, by: Actor, types: readonly string[]) {
  return db
    .updateTable('activation_tasks')
    .set({ ...row, ...updatedColumns(by) })
    .where('id', '=', id)
    .where('type', 'in', types)
    .returning(columns)
    .executeTakeFirst();
}
