import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FailedOrder } from '../src/domain/orders/order-failures.ts';
import { ORDER_PATHS } from '../src/domain/orders/paths.ts';
import { storedToken } from './support/browser.ts';
import { rowTexts, rowWhere, toast } from './support/grid.ts';
import { signedInStaff } from './support/staff.ts';

const PATH = '/apps/order-failure';

/** A call of the signed-in page, as the screen makes it: its status and envelope. */
async function call(page: Page, method: string, url: string, body?: object) {
  return page.evaluate(
    async ([method, url, token, body]) => {
      const res = await fetch(url!, {
        method: method!,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ?? undefined,
      });
      return { status: res.status, body: (await res.json()) as { data: { records: unknown[] } } };
    },
    [method, url, await storedToken(page), body ? JSON.stringify(body) : null] as const,
  );
}

/** A listed seeded order whose last failure was `remarks`. */
async function failedWith(page: Page, remarks: string): Promise<FailedOrder> {
  const list = await call(page, 'POST', `${ORDER_PATHS.list}?index=1&pageSize=1000`, {});
  return (list.body.data.records as FailedOrder[]).find((o) => o.remarks === remarks && o.state === 'FAILED')!;
}

async function search(page: Page, orderId: string) {
  await page.getByRole('textbox', { name: 'Order Id' }).fill(orderId);
  await page.getByRole('button', { name: 'Search' }).click();
  return rowWhere(page.getByRole('table', { name: 'Failed orders' }), (cells) => cells[0] === orderId);
}

describe('Order Failure as staff use it', () => {
  const staff = signedInStaff(['operator', 'office']);

  it('finds a failed order, fixes an item’s HS code and the address, retries it and sees it leave the list; deletes another', async () => {
    const { page } = staff.operator;
    await page.goto(PATH);
    const grid = page.getByRole('table', { name: 'Failed orders' });
    await rowWhere(grid, (cells) => cells[0]!.startsWith('ORD'));
    const order = await failedWith(page, 'HS_CODE_MISSING');
    await search(page, order.orderId);

    // The first retry is refused: an item has no HS code.
    await page.getByRole('button', { name: `Retry ${order.orderId}` }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'Are you sure that you want to Retry ?' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await toast(page, `Order ${order.orderId} failed again: HS_CODE_MISSING`);

    await page.getByRole('button', { name: `Order Details of ${order.orderId}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Order Details' });
    const items = drawer.getByRole('table', { name: `Items of order ${order.orderId}` });
    await items.waitFor();
    const missing = items.getByRole('row').filter({ hasText: '—' }).first();
    const upc = (await missing.getByRole('cell').nth(2).textContent())!.trim();
    await missing.getByRole('button', { name: `Edit HS code of ${upc}` }).click();
    await items.getByRole('textbox', { name: `HS code of ${upc}` }).fill('6403990000');
    await items.getByRole('button', { name: `Save HS code of ${upc}` }).click();
    const result = page.getByRole('dialog', { name: 'HS Code' });
    expect(await result.getByRole('status').textContent()).toMatch(/^(HS code updated successfully|ALERT\/HS code updated)/);
    await result.getByRole('button', { name: 'OK' }).click();
    await items.getByRole('cell', { name: '6403990000' }).first().waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: `Change address of ${order.orderId}` }).click();
    const address = page.getByRole('dialog', { name: 'Change address' });
    await address.getByRole('textbox', { name: 'Address line 1' }).fill('Tower 3, Flat 1204');
    await address.getByRole('button', { name: 'Update & Save' }).click();
    await toast(page, 'Address updated successfully');
    await rowWhere(grid, (cells) => cells[0] === order.orderId && cells[3]!.startsWith('Tower 3, Flat 1204'));

    await page.getByRole('button', { name: `Retry ${order.orderId}` }).click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'Retry successfull');
    await grid.getByText('No Data Found').waitFor();

    const other = await failedWith(page, 'PAYMENT_FAILED');
    await search(page, other.orderId);
    await page.getByRole('button', { name: `Delete ${other.orderId}` }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure that you want to Delete ?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await toast(page, 'Deleted successfully');
    await grid.getByText('No Data Found').waitFor();
    expect(await rowTexts(grid)).toEqual([]);
  }, 120_000);

  it('greys the office user’s writes, and the server refuses them (403)', async () => {
    const { page } = staff.office;
    await page.goto(PATH);
    const grid = page.getByRole('table', { name: 'Failed orders' });
    const first = await rowWhere(grid, (cells) => cells[0]!.startsWith('ORD'));
    const orderId = first[0]!;
    // The calls take the record's id, a column that waits in the column menu: read from the list.
    const list = await call(page, 'POST', `${ORDER_PATHS.list}?index=1&pageSize=1000`, {});
    const id = (list.body.data.records as FailedOrder[]).find((o) => o.orderId === orderId)!.id;
    for (const name of [`Retry ${orderId}`, `Delete ${orderId}`, `Change address of ${orderId}`])
      expect(await page.getByRole('button', { name }).isDisabled()).toBe(true);
    expect((await call(page, 'POST', ORDER_PATHS.retry(id), {})).status).toBe(403);
    expect((await call(page, 'DELETE', `${ORDER_PATHS.order}/${id}`)).status).toBe(403);
  });
});
