import { INVENTORY_NOT_AVAILABLE } from '../../../src/domain/orders/constants.ts';
import type { Fulfilment, Submission, SubmissionResult } from './fulfilment-submission.ts';

/**
 * The local stand-in for the fulfilment system, used when WMS_URL is not set (demo and tests). It
 * is not the real downstream system: it refuses an order for the reasons the real one is known to
 * refuse, in this order, and accepts it otherwise (a transient failure such as WMS_TIMEOUT passes):
 * an item without stock (INVENTORY_NOT_AVAILABLE), an item without an HS code, an address without
 * its name, first line or area, a failed payment.
 */
export function standInDecision(s: Submission): SubmissionResult {
  if (s.items.length === 0 || s.items.some((i) => i.remarks === INVENTORY_NOT_AVAILABLE)) return refuse(INVENTORY_NOT_AVAILABLE);
  if (s.items.some((i) => !i.hsCode)) return refuse('HS_CODE_MISSING');
  if (!s.shippingName || !s.addressLine1 || s.areaId === null) return refuse('ADDRESS_INCOMPLETE');
  if (s.paymentStatus === 2) return refuse('PAYMENT_FAILED');
  return { accepted: true, remarks: '' };
}

const refuse = (remarks: string): SubmissionResult => ({ accepted: false, remarks });

export const STAND_IN_FULFILMENT: Fulfilment = {
  name: 'STAND-IN',
  submit: async (submission) => standInDecision(submission),
};
