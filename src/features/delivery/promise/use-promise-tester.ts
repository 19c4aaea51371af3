import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useState } from 'react';
import type { DeliveryPromise } from '../../../domain/shipment/delivery-promise.ts';
import { useTimeZone } from '../../../lib/date-time.ts';
import { toast } from '../../../lib/toast.ts';
import { getDeliveryPromise } from '../api/get-delivery-promise.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface PromiseQuestion {
  inventoryCountryId: number | null;
  deliveryTypeCode: string;
  deliveryLabelCode: string;
  shippingCountryId: number | null;
  shippingStateId: number | null;
  shippingAreaId: number | null;
  /** As a date-time input holds it: YYYY-MM-DDTHH:mm, in the panel's time zone. */
  orderTime: string;
}

const EMPTY: PromiseQuestion = {
  inventoryCountryId: null,
  deliveryTypeCode: '',
  deliveryLabelCode: '',
  shippingCountryId: null,
  shippingStateId: null,
  shippingAreaId: null,
  orderTime: '',
};

/** The tester's question and the server's answer; the order time is read in the panel's zone (Asia/Dubai). */
export function usePromiseTester() {
  const zone = useTimeZone();
  const [question, setQuestion] = useState<PromiseQuestion>(() => ({ ...EMPTY, orderTime: dayjs().tz(zone).format('YYYY-MM-DDTHH:mm') }));
  const [answer, setAnswer] = useState<DeliveryPromise | null>(null);
  const [asking, setAsking] = useState(false);
  const q = question;
  const complete =
    q.inventoryCountryId !== null &&
    q.deliveryTypeCode !== '' &&
    q.deliveryLabelCode !== '' &&
    q.shippingCountryId !== null &&
    q.orderTime !== '';
  const ask = async () => {
    if (!complete) return;
    setAsking(true);
    try {
      const reply = await getDeliveryPromise({
        inventoryCountryId: q.inventoryCountryId!,
        deliveryTypeCode: q.deliveryTypeCode as never,
        deliveryLabelCode: q.deliveryLabelCode as never,
        shippingCountryId: q.shippingCountryId!,
        shippingStateId: q.shippingStateId ?? undefined,
        shippingAreaId: q.shippingAreaId ?? undefined,
        orderTime: dayjs.tz(q.orderTime, 'YYYY-MM-DDTHH:mm', zone).toISOString(),
      });
      setAnswer(reply.data);
    } catch (error) {
      toast.failure(error);
    } finally {
      setAsking(false);
    }
  };
  return {
    question,
    // Like the timeline form: another country clears the state and area, another state the area.
    change: (patch: Partial<PromiseQuestion>) => {
      setAnswer(null);
      setQuestion((current) => ({
        ...current,
        ...('shippingCountryId' in patch ? { shippingStateId: null, shippingAreaId: null } : {}),
        ...('shippingStateId' in patch ? { shippingAreaId: null } : {}),
        ...patch,
      }));
    },
    complete,
    asking,
    answer,
    ask,
  };
}
