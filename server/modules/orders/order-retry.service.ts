import { ACCEPTED_DELIVERY_STATUS } from '../../../src/domain/orders/constants.ts';
import { ORDER_MESSAGES as M } from '../../../src/domain/orders/messages.ts';
import type { FailedOrder } from '../../../src/domain/orders/order-failures.ts';
import type { Db } from '../../db/connect.ts';
import { fieldChanges } from '../../db/records/change-log.ts';
import { logTracked } from '../../db/records/tracked-writes.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { WMS_TIMEOUT_MS } from './fulfilment-link.ts';
import type { Fulfilment, Submission, SubmissionResult } from './fulfilment-submission.ts';
import * as repo from './order-failures.repository.ts';
import { orderFailureEntity, toOrder } from './order-failures.service.ts';

/** A RETRYING order whose attempt is older than this was abandoned (the server stopped mid-call): a new retry may take over. */
export const ABANDONED_ATTEMPT_MS = WMS_TIMEOUT_MS * 6;

const submissionOf = (order: repo.OrderRow, items: repo.ItemRow[]): Submission => ({
  orderId: order.order_id,
  custId: order.cust_id,
  shipmentId: order.shipment_id,
  awbNo: order.awb_no,
  shippingName: order.shipping_name,
  addressLine1: order.address_line1,
  addressLine2: order.address_line2,
  shippingAddress: order.shipping_address,
  shippingCountry: order.shipping_country,
  areaId: order.area_id,
  deliveryType: order.delivery_type,
  paymentMode: order.payment_mode,
  paymentStatus: order.payment_status,
  transactionAmount: Number(order.transaction_amount),
  items: items.map((i) => ({
    upc: i.upc,
    pId: i.p_id,
    quantity: i.quantity,
    hsCode: i.hs_code,
    itemCode: i.item_code,
    remarks: i.remarks,
  })),
});

/**
 * POST retry: re-submits the order to the fulfilment, once however many ask at once. The order row
 * is locked only to claim it (FAILED → RETRYING, with a PENDING attempt naming who and when); the
 * submission then runs outside any transaction, with the attempt's idempotency key, and its result
 * is recorded: accepted → SUBMITTED (ORDER RECEIVED), off the list; refused → FAILED again with the
 * new remark. A second retry meanwhile gets 409 (in progress, or already submitted). A result that
 * changed the order (submitted, or a new remark) raises its revision and is logged as a job's.
 */
export async function retryOrder(
  db: Db,
  id: number,
  fulfilment: Fulfilment,
  by: Actor,
  now = new Date(),
): Promise<{ accepted: boolean; remarks: string; order: FailedOrder }> {
  const claim = await db.transaction().execute(async (trx) => {
    const order = await repo.lockOrder(trx, id);
    if (!order || order.state === 'DELETED') throw new HttpError(404, M.noOrder(id));
    if (order.state === 'SUBMITTED') throw new HttpError(409, M.alreadySubmitted(order.order_id));
    if (order.state === 'RETRYING') {
      const last = await repo.latestAttempt(trx, id);
      const abandoned = last && now.getTime() - new Date(last.created_date_utc).getTime() > ABANDONED_ATTEMPT_MS;
      if (!abandoned) throw new HttpError(409, M.retryInProgress(order.order_id));
      await repo.finishAttempt(trx, last.id, 'FAILED', 'ABANDONED', by);
    }
    const items = await repo.itemsOf(trx, id);
    const attemptId = await repo.insertAttempt(trx, id, fulfilment.name, by);
    await repo.updateOrder(trx, id, { state: 'RETRYING' }, by);
    return { order, items, attemptId };
  });

  let result: SubmissionResult;
  try {
    result = await fulfilment.submit(submissionOf(claim.order, claim.items), `order-failure-${claim.order.id}-attempt-${claim.attemptId}`);
  } catch {
    result = { accepted: false, remarks: 'WMS_UNREACHABLE' };
  }

  const order = await db.transaction().execute(async (trx) => {
    const current = (await repo.lockOrder(trx, id))!;
    await repo.finishAttempt(trx, claim.attemptId, result.accepted ? 'SUCCESS' : 'FAILED', result.remarks, by);
    const set = result.accepted
      ? { state: 'SUBMITTED' as const, delivery_status: ACCEPTED_DELIVERY_STATUS }
      : { state: 'FAILED' as const, remarks: result.remarks };
    // The order as it was before the retry, against what the retry left: only a real change is a new revision.
    const before = toOrder(claim.order);
    const after = toOrder({ ...current, ...set });
    const changed = fieldChanges(orderFailureEntity, before, after).length > 0;
    const revision = changed ? current.revision + 1 : current.revision;
    await repo.updateOrder(trx, id, { ...set, revision }, by);
    if (changed) await logTracked(trx, orderFailureEntity, id, 'job', by, { before, after: { ...after, revision }, revision });
    return (await repo.findById(trx, id))!;
  });
  return { accepted: result.accepted, remarks: result.remarks, order: toOrder(order) };
}
