import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTestApp } from './order-failures-support.ts';

let o: Awaited<ReturnType<typeof orderTestApp>>;
beforeAll(async () => {
  o = await orderTestApp();
});
afterAll(() => o.t.close());

/** What the list says it holds unfiltered, and what counting the listed orders finds. */
async function totals(): Promise<{ kept: number; counted: number }> {
  const res = await o.list({}, 'office', { index: '1', pageSize: '10' });
  expect(res.status).toBe(200);
  const counted = await sql<{ n: number }>`select count(*)::int as n from failed_orders where state in ('FAILED', 'RETRYING')`.execute(
    o.t.app.db,
  );
  return { kept: res.body.data.totalRecords as number, counted: counted.rows[0]!.n };
}

describe("the Order Failure list's kept count", () => {
  it('equals the listed orders through the seed, new failures, a retry that leaves, one refused, a delete and rows removed', async () => {
    const seeded = await totals();
    expect(seeded.kept).toBe(seeded.counted);
    expect(seeded.kept).toBeGreaterThan(100);

    const fixable = await o.addOrder();
    const refused = await o.addOrder({ remarks: 'HS_CODE_MISSING' }, { hs_code: '' });
    const doomed = await o.addOrder();
    expect(await totals()).toEqual({ kept: seeded.kept + 3, counted: seeded.kept + 3 });

    expect((await o.retry(fixable.id)).status).toBe(200);
    await o.retry(refused.id);
    expect((await o.remove(doomed.id)).status).toBe(200);
    const after = await totals();
    expect(after.kept).toBe(after.counted);
    expect(after.kept).toBe(seeded.kept + 1);

    // Several rows in one statement, and rows removed outright (as an administrator's clean-up would).
    await sql`update failed_orders set state = 'SUBMITTED' where id in (select id from failed_orders where state = 'FAILED' order by id limit 5)`.execute(
      o.t.app.db,
    );
    await sql`delete from failed_order_attempts where failed_order_id in (select id from failed_orders where state = 'FAILED' order by id desc limit 3)`.execute(
      o.t.app.db,
    );
    await sql`delete from failed_order_items where failed_order_id in (select id from failed_orders where state = 'FAILED' order by id desc limit 3)`.execute(
      o.t.app.db,
    );
    await sql`delete from failed_orders where id in (select id from failed_orders where state = 'FAILED' order by id desc limit 3)`.execute(
      o.t.app.db,
    );
    const end = await totals();
    expect(end.kept).toBe(end.counted);
    expect(end.kept).toBe(seeded.kept + 1 - 8);
  });
});
