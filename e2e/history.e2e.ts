import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REFERENCE_PATHS } from '../src/domain/reference/paths.ts';
import { HISTORY_PATHS } from '../src/domain/history/paths.ts';
import { storedToken } from './support/browser.ts';
import { choose, rowWhere, toast } from './support/grid.ts';
import { openFromMenu } from './support/menu.ts';
import { sharedServer } from './support/shared-server.ts';
import { signedInStaff } from './support/staff.ts';

const { baseUrl } = sharedServer();
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

/** A call as the user signed in on `page`. */
async function callAs(page: Page, method: string, path: string, body?: object) {
  const token = await storedToken(page);
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
}

const newCountry = (page: Page, name: string, code: string) =>
  callAs(page, 'POST', REFERENCE_PATHS.countries, {
    countryName: name,
    countryCode: code,
    countryCode2: 'HX',
    currencyCode: 'HXD',
    exchangeRate: 1,
    exchangeRateProduct: 1,
    mobileCountryCode: 444,
    mobileLocalNumberLength: 8,
    vatper: 0,
    vatCalcValue: 1,
    returnDays: 10,
    showInvoiceVat: false,
    serviceAvail: false,
  });

async function openCountry(page: Page, name: string) {
  await openFromMenu(page, 'Administration', 'Country Settings', '/apps/country-settings');
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await page.getByRole('textbox', { name: 'Search' }).press('Enter');
  const grid = page.getByRole('table', { name: 'Countries' });
  await rowWhere(grid, (cells) => cells[1] === name);
  await grid.getByRole('button', { name: `Edit ${name}` }).click();
  return page.getByRole('dialog', { name: 'Edit Country' });
}

describe('two administrators on one record', () => {
  const staff = signedInStaff(['operator', 'admin']);

  it('refuses the second save from a stale form, keeps what was typed, and Overwrite saves it; History names both', async () => {
    const name = `Shareland ${RUN}`;
    await newCountry(staff.operator.page, name, `S${RUN}`);
    const first = await openCountry(staff.admin.page, name);
    const second = await openCountry(staff.operator.page, name);

    await first.getByLabel('Return Days', { exact: true }).fill('15');
    await first.getByRole('button', { name: 'Update & Save' }).click();
    await toast(staff.admin.page, 'Country updated successfully');

    await second.getByLabel('Return Days', { exact: true }).fill('16');
    await second.getByRole('button', { name: 'Update & Save' }).click();
    const alert = second.getByRole('alert');
    await expect(alert.textContent()).resolves.toMatch(/Aisha Rahman saved it at/);
    expect(
      await alert
        .getByRole('row', { name: /Return Days/ })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual(['15', '16']);
    expect(await second.getByLabel('Return Days', { exact: true }).inputValue()).toBe('16');
    await alert.getByRole('button', { name: 'Overwrite' }).click();
    await toast(staff.operator.page, 'Country updated successfully');

    const again = await openCountry(staff.operator.page, name);
    await again.getByRole('button', { name: `History of ${name}` }).click();
    const history = staff.operator.page.getByRole('dialog', { name: `History: ${name}` });
    const headings = history.getByRole('heading', { level: 3 });
    await headings.first().waitFor();
    expect(await headings.allTextContents()).toEqual(['Changed by Priya Nair', 'Changed by Aisha Rahman', 'Created by Priya Nair']);
    const latest = history
      .getByRole('listitem')
      .first()
      .getByRole('row', { name: /Return Days/ });
    expect(await latest.getByRole('cell').allTextContents()).toEqual(['15', '16']);
  });

  it("offers Undo in the edit's toast, which puts the value back", async () => {
    const name = `Undoland ${RUN}`;
    await newCountry(staff.operator.page, name, `U${RUN}`);
    const drawer = await openCountry(staff.operator.page, name);
    await drawer.getByLabel('Return Days', { exact: true }).fill('44');
    await drawer.getByRole('button', { name: 'Update & Save' }).click();
    await toast(staff.operator.page, 'Country updated successfully');
    await staff.operator.page.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
    await toast(staff.operator.page, 'Change undone');
    const grid = staff.operator.page.getByRole('table', { name: 'Countries' });
    const row = await rowWhere(grid, (cells) => cells[1] === name && cells[7] === '10');
    expect(row[1]).toBe(name);
  });

  it('restores a removed record from the Audit Log, which the administrator finds in the menu', async () => {
    const name = `Restoreland ${RUN}`;
    const created = await newCountry(staff.operator.page, name, `R${RUN}`);
    const id = created.body.data.Id as number;
    const undone = await callAs(staff.operator.page, 'POST', HISTORY_PATHS.undoLatest, { entity: 'country', id: String(id), revision: 1 });
    expect(undone.status).toBe(200);

    const { page } = staff.admin;
    await openFromMenu(page, 'Administration', 'Audit Log', '/apps/audit-log');
    await choose(page, page.getByRole('combobox', { name: 'Record type' }), 'Country');
    await page.getByRole('textbox', { name: 'Record id' }).fill(String(id));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const grid = page.getByRole('table', { name: 'Change log entries' });
    await rowWhere(grid, (cells) => cells[4] === 'Undone' && cells[3]!.includes(name));
    await grid.getByRole('button', { name: `Restore Country ${name} #${id}` }).click();
    await page.getByRole('dialog', { name: 'Restore this record?' }).getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Record restored');
    await rowWhere(grid, (cells) => cells[4] === 'Restored' && cells[3]!.includes(name));
    const back = await callAs(page, 'GET', `${REFERENCE_PATHS.countries}?search=${encodeURIComponent(name)}`);
    expect((back.body.data as unknown as { records: { countryName: string }[] }).records.map((c) => c.countryName)).toEqual([name]);
  });

  it('threw no uncaught error in the pages along the way', () => {
    expect(staff.operator.pageErrors).toEqual([]);
    expect(staff.admin.pageErrors).toEqual([]);
  });
});
