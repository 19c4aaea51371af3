import { z } from 'zod/mini';
import { yesterdayStart } from '../../../domain/day-bounds.ts';
import { numbersAsText } from '../../../domain/fields.ts';
import {
  AMOUNT_FIELDS,
  incompleteShippingCharge,
  shippingChargeFormSchema,
  type ShippingCharge,
  type ShippingChargeBody,
  type ShippingTier,
} from '../../../domain/shipment/shipping-charges.ts';
import { formatZoned, parseZoned } from '../../../lib/zoned-date-time.ts';
import { SHIPPING_DATE_TIME_FORMAT } from './format.ts';

/** The popup's values: the contract's, with the schedule date as the picker's text (DD/MM/YYYY hh:mm A). */
export const chargeFormSchema = z.extend(shippingChargeFormSchema, { scheduleDate: z.string() });
export type ChargeFormValues = z.input<typeof chargeFormSchema>;
type Checked = z.output<typeof chargeFormSchema>;

/** A new charge of `tier`: nothing chosen yet, the schedule option included (the spec requires a choice). */
export const newCharge = (tier: ShippingTier): ChargeFormValues => ({
  updateChanges: null,
  scheduleDate: '',
  tier,
  deliveryType: null,
  countryId: null,
  currencyCode: null,
  transactionShippingCharge: '',
  transactionFreeShippingLimit: '',
  globalShippingCharge: '',
  expressShippingFee: '',
  status: true,
});

/** The values of the row being edited; the schedule option is chosen again for each change. */
export const editedCharge = (charge: ShippingCharge): ChargeFormValues => ({
  ...numbersAsText(charge, AMOUNT_FIELDS),
  updateChanges: null,
  scheduleDate: '',
});

/** The start of yesterday in `timeZone`, as the picker's text: the earliest a change may be scheduled for. */
export const earliestSchedule = (timeZone: string, now = new Date()) =>
  formatZoned(yesterdayStart(timeZone, now).toISOString(), SHIPPING_DATE_TIME_FORMAT, timeZone);

/** Why the popup does not send: no schedule option, missing fields, or a schedule date it cannot take. */
export type FormCheck = { ok: true; body: ShippingChargeBody } | { ok: false; problem: 'schedule' | 'required' | 'date'; fields: string[] };

/**
 * The popup's own checks before it sends (spec 002 §5), the server's own: the schedule option,
 * then every missing field, then a readable schedule date from yesterday onward.
 */
export function checkCharge(values: Checked, editing: boolean, timeZone: string, now = new Date()): FormCheck {
  const { scheduleDate: typed, ...rest } = values;
  const scheduled = rest.updateChanges === 'SCHEDULED';
  const missing = incompleteShippingCharge({ ...rest, scheduleDate: scheduled ? typed : null }, editing);
  if (missing) return { ok: false, problem: missing.fields[0] === 'updateChanges' ? 'schedule' : 'required', fields: missing.fields };
  const scheduleDate = scheduled ? parseZoned(typed, SHIPPING_DATE_TIME_FORMAT, timeZone) : null;
  if (scheduled && (scheduleDate === null || new Date(scheduleDate) < yesterdayStart(timeZone, now))) {
    return { ok: false, problem: 'date', fields: ['scheduleDate'] };
  }
  return { ok: true, body: { ...rest, scheduleDate } };
}
