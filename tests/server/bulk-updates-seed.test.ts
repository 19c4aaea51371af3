import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkUpdate } from '../../src/domain/bulk-update/contracts.ts';
import { BULK_UPDATE_PATHS } from '../../src/domain/bulk-update/paths.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = { authorization: `Bearer ${await signIn(t.app, 'office')}` };
});
afterAll(() => t.close());

describe('the demo seed of bulk updates', () => {
  it('has three finished updates from files; the discount with a mistyped PID ends COMPLETED WITH PENDING, naming that row', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BULK_UPDATE_PATHS.updates}?index=1&pageSize=10`, headers });
    expect(res.statusCode).toBe(200);
    const updates = (res.json().data.records as BulkUpdate[]).slice().sort((a, b) => a.id - b.id);
    expect(updates.map((u) => [u.updateType, u.source, u.status, u.failedRows])).toEqual([
      ['DISCOUNT', 'PID_LIST', 4, 1],
      ['PROMOTION_TAG_UPDATE', 'PID_LIST', 2, 0],
      ['NEW_ARRIVALS', 'PID_LIST', 2, 0],
    ]);
    const discount = updates[0]!;
    expect(discount.okRows).toBe(discount.totalRows - 1);
    expect(discount.createdName).not.toBe('');
    const result = await t.app.inject({ method: 'GET', url: BULK_UPDATE_PATHS.result(discount.id), headers });
    expect(result.statusCode).toBe(200);
    // Lines: row, pid, dprice, promotionTag, ar_promotionTag, countryCode, result, message.
    const failed = result.body.split('\r\n').filter((line) => line.includes(',FAILED,'));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.split(',')[1]).toBe('999999');
    // The discounted products have their offer: 80 % of the price, tagged.
    const offers = await t.app.db
      .selectFrom('product_country_offers')
      .select(['discount_price', 'promotion_tag'])
      .where('promotion_tag', '=', 'SALE 20%')
      .execute();
    expect(offers).toHaveLength(discount.okRows);
  });
});
