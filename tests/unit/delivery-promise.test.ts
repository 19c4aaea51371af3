import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  deliveryPromise,
  type PromiseMethod,
  type PromiseRequest,
  type PromiseTimeline,
} from '../../src/domain/shipment/delivery-promise.ts';

// The worked examples of docs/delivery-promise.md, each a JSON block: the page and the rule cannot drift apart.
interface Example {
  example: string;
  method?: Partial<PromiseMethod>;
  timelines: (Partial<PromiseTimeline> & { id: number })[];
  order: Partial<PromiseRequest> & { orderTime: string };
  answer: Record<string, unknown>;
}
const page = readFileSync(new URL('../../docs/delivery-promise.md', import.meta.url), 'utf8');
const examples = [...page.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as Example);

const method = (e: Example): PromiseMethod => ({
  id: 1,
  inventoryCountryId: 1,
  deliveryTypeCode: 'STANDARD',
  deliveryLabelCode: 'HOME_DELIVERY',
  status: true,
  ...e.method,
  timelines: e.timelines.map((t) => ({ shippingStateId: null, shippingAreaId: null, min_edd: 0, ...t }) as PromiseTimeline),
});
const question = (e: Example): PromiseRequest => ({
  inventoryCountryId: 1,
  deliveryTypeCode: 'STANDARD',
  deliveryLabelCode: 'HOME_DELIVERY',
  shippingCountryId: 1,
  ...e.order,
});

describe('the worked examples of docs/delivery-promise.md', () => {
  it('has them all, among them the order after cut-off on Thursday in Riyadh', () => {
    expect(examples.length).toBeGreaterThanOrEqual(10);
    expect(examples.map((e) => e.example)).toContain('After cut-off on Thursday in Riyadh, Friday and Saturday off');
  });

  it.each(examples.map((e) => [e.example, e] as const))('%s', (_, e) => {
    expect(deliveryPromise(question(e), [method(e)])).toMatchObject(e.answer);
  });
});

describe('the delivery promise', () => {
  const riyadh = examples[0]!;

  it('finds no method for another inventory country, type or label', () => {
    for (const change of [
      { inventoryCountryId: 2 },
      { deliveryTypeCode: 'EXPRESS' as const },
      { deliveryLabelCode: 'PICKUP_POINT' as const },
    ])
      expect(deliveryPromise({ ...question(riyadh), ...change }, [method(riyadh)])).toEqual({ found: false, reason: 'NO_METHOD' });
  });

  it('rolls over the second after the cut-off', () => {
    const late = deliveryPromise({ ...question(riyadh), orderTime: '2026-11-26T14:00:01+03:00' }, [method(riyadh)]);
    expect(late).toMatchObject({ dispatchDate: '2026-11-29', rolledOver: true });
  });

  it('counts working days across a week when the only working day is Sunday', () => {
    const sundays = { ...riyadh, timelines: [{ ...riyadh.timelines[0]!, workingDays: 'Sun', min_edd: 1, max_edd: 2 }] };
    expect(deliveryPromise(question(sundays), [method(sundays)])).toMatchObject({
      dispatchDate: '2026-11-29',
      earliestDate: '2026-12-06',
      latestDate: '2026-12-13',
    });
  });
});
