import type { QueueName } from '../../../src/domain/activation/constants.ts';
import { ACTIVATION_MESSAGES as M } from '../../../src/domain/activation/messages.ts';
import type { RejectBody } from '../../../src/domain/activation/queues.ts';
import type { ActivationRejection, RejectionListValues } from '../../../src/domain/activation/rejections.ts';
import { dayRange } from '../../../src/domain/day-bounds.ts';
import { toSkipTake, type Page, type Paging } from '../../../src/domain/paging.ts';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badField, conflict, HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import * as products from '../catalogue/products.service.ts';
import * as queue from './queue.service.ts';
import * as repo from './rejections.repository.ts';

/**
 * Reject (spec 001 §4/§5): to a department (one is required), or to the product's creator with the
 * deduction set; the product leaves the activation queue until the rejection is fixed, and the
 * worker gets the next one.
 */
export async function reject(db: Db, body: RejectBody, worker: queue.Worker): Promise<queue.QueueAnswer> {
  const toDepartment = body.assignTo === 'DEPARTMENT';
  if (toDepartment && !body.department) throw badField('department', M.departmentRequired);
  const view = await products.productDetails(db, body.pId);
  if (!view) throw new HttpError(404, M.noProduct(body.pId));
  if (!toDepartment && view.createdBy === null) throw badField('assignTo', M.noCreator);
  const row: repo.NewRejection = {
    p_id: body.pId,
    assign_to: body.assignTo,
    department: toDepartment ? body.department : '',
    reason: body.reason,
    description: body.description,
    assigned_to: toDepartment ? null : view.createdBy,
    assigned_to_name: toDepartment ? '' : view.createdByName,
    is_deduct: !toDepartment,
  };
  const answer = await queue.removeHeld(db, body.queueName as QueueName, body.pId, worker, async (trx) => {
    await repo.insert(trx, row, worker);
  });
  return { ...answer, message: M.rejected };
}

/** A page of the Activation Rejection grid (spec 000 §2), newest first unless sorted; pId -1 is any, createdDate a day of the deployment's zone. */
export async function listRejections(
  db: Db,
  paging: Paging,
  body: RejectionListValues,
  timeZone: string,
): Promise<Page<ActivationRejection>> {
  const day = body.createdDate ? dayRange(body.createdDate, timeZone) : undefined;
  const { skip, take } = toSkipTake(paging.index, paging.pageSize);
  const { rows, total } = await repo.page(
    db,
    {
      pId: body.pId > 0 ? body.pId : undefined,
      department: body.department,
      reason: body.reason,
      assignedToName: body.assignedToName,
      createdName: body.createdName,
      from: day?.from,
      to: day?.to,
    },
    skip,
    take,
    body.sort,
  );
  return {
    totalRecords: total,
    records: rows.map((r) => ({
      id: r.id,
      pId: r.p_id,
      department: r.department,
      reason: r.reason,
      description: r.description,
      remarks: r.remarks,
      assignedToName: r.assigned_to_name,
      isDeduct: r.is_deduct,
      fixed: r.fixed_date_utc !== null,
      createdName: r.created_name,
      createdDateUTC: new Date(r.created_date_utc).toISOString(),
    })),
  };
}

/** Fix (spec 000 §2): records the remarks and releases the product to the back of the activation queue. */
export async function fixRejection(db: Db, id: number, remarks: string, by: Actor): Promise<{ requeued: boolean }> {
  return inTransaction(db, async (trx) => {
    const found = await repo.find(trx, id);
    if (!found) throw new HttpError(404, M.noRejection(id));
    if (found.fixed_date_utc) throw conflict(M.alreadyFixed(id));
    await repo.fix(trx, id, remarks, by);
    return { requeued: await queue.requeue(trx, found.p_id, by) };
  });
}
