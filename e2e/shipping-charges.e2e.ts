import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REFERENCE_PATHS } from '../src/domain/reference/paths.ts';
import { SHIPMENT_PATHS } from '../src/domain/shipment/paths.ts';
import { storedToken } from './support/browser.ts';
import { choose, exported, rowWhere, toast } from './support/grid.ts';
import { signedInStaff } from './support/staff.ts';

const PATH = '/apps/shipping-charge-settings';

/** The next whole minute at least 20 s away, and its digits as the picker takes them in Dubai time (DDMMYYYYhhmm A/P). */
function nextMinute(): { at: number; keys: string; shown: string } {
  let at = Math.ceil(Date.now() / 60_000) * 60_000;
  if (at - Date.now() < 20_000) at += 60_000;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Dubai',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const meridiem = parts.dayPeriod!.toUpperCase();
  return {
    at,
    keys: `${parts.day}${parts.month}${parts.year}${parts.hour}${parts.minute}${meridiem[0]}`,
    shown: `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute} ${meridiem}`,
  };
}

/** Fills the shipping modal for a new Champion charge in Saudi Arabia (its currency follows the country). */
async function addCharge(page: Page, type: string, amounts: string[], schedule?: string) {
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shipping Charge' });
  if (schedule) {
    await dialog.getByRole('radio', { name: 'Scheduled' }).check();
    await dialog.getByRole('group', { name: 'Schedule Date' }).getByRole('spinbutton').first().click();
    await page.keyboard.type(schedule);
  } else await dialog.getByRole('radio', { name: 'Now' }).check();
  await choose(page, dialog.getByRole('combobox', { name: 'Delivery Type' }), type);
  await choose(page, dialog.getByRole('combobox', { name: 'Country' }), 'Saudi Arabia');
  const fields = ['Shipping Charge', 'Free Shipping Limit', 'Global Shipping Charge', 'Express Shipping Fee'];
  for (const [i, label] of fields.entries()) await dialog.getByLabel(label, { exact: true }).fill(amounts[i]!);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Saved Successfully !');
  await dialog.waitFor({ state: 'detached' });
}

describe('shipping charges now and scheduled', () => {
  const staff = signedInStaff(['operator', 'office']);

  it('adds a Champion charge now and another scheduled: the first in force, the second waiting, then in force at its time', async () => {
    const { page } = staff.operator;
    await page.goto(PATH);
    await page.getByRole('tab', { name: 'Champion' }).click();
    const grid = page.getByRole('table', { name: 'Champion shipping charges' });
    await rowWhere(grid, (cells) => cells[0] === 'Standard Delivery' && cells[1] === 'UAE');

    await addCharge(page, 'Express Delivery', ['5', '200', '45', '15']);
    const now = await rowWhere(grid, (cells) => cells[0] === 'Express Delivery' && cells[1] === 'KSA');
    expect(now.slice(2, 7)).toEqual(['SAR', '5', '200', '45', '15']);
    expect(now[10]).toBe('In force');

    const due = nextMinute();
    await addCharge(page, 'Same Day Delivery', ['25', '300', '60', '20'], due.keys);
    const waiting = await rowWhere(grid, (cells) => cells[0] === 'Same Day Delivery' && cells[1] === 'KSA');
    // The waiting change's cell also offers to withdraw it before its time.
    expect(waiting[10]).toBe(`Waiting until ${due.shown}Withdraw`);
    await grid.getByRole('button', { name: 'Withdraw the waiting change of KSA Same Day Delivery' }).waitFor();

    // No reload: the grid asks the server again once the time has passed, and the server answers from the stored versions.
    const waitTenths = Math.ceil((due.at - Date.now()) / 100) + 100;
    const live = await rowWhere(
      grid,
      (cells) => cells[0] === 'Same Day Delivery' && cells[1] === 'KSA' && cells[10] === 'In force',
      waitTenths,
    );
    expect(live[3]).toBe('25');
    const inForce = await page.evaluate(
      async ([url, token]) => (await fetch(url!, { headers: { authorization: `Bearer ${token}` } })).json(),
      [
        `${SHIPMENT_PATHS.shippingChargeInForce}?tier=Champion&countryId=${await countryId(page)}&deliveryType=SAME_DAY`,
        await storedToken(page),
      ],
    );
    expect(inForce.data).toMatchObject({ transactionShippingCharge: 25, inForce: true });

    await grid.getByRole('button', { name: 'Edit KSA Express Delivery' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Shipping Charge' });
    for (const name of ['Tier', 'Delivery Type', 'Country', 'Currency'])
      expect(await edit.getByRole('combobox', { name }).getAttribute('aria-disabled')).toBe('true');
    await edit.getByRole('radio', { name: 'Now' }).check();
    await edit.getByLabel('Shipping Charge', { exact: true }).fill('4');
    await edit.getByRole('button', { name: 'Update & Save' }).click();
    await toast(page, 'Saved Successfully !');
    await rowWhere(grid, (cells) => cells[0] === 'Express Delivery' && cells[1] === 'KSA' && cells[3] === '4');

    const sheet = await exported(page, 'Shipping Charge Settings - Champion.xlsx');
    expect(sheet[0]?.[3]).toBe('Shipping Charge');
    expect(sheet.some((row) => row[0] === 'Same Day Delivery' && row[1] === 'KSA' && row[10] === 'In force')).toBe(true);
  }, 150_000);

  it('greys the office user’s writes, and the server refuses them (403)', async () => {
    const { page } = staff.office;
    await page.goto(PATH);
    const grid = page.getByRole('table', { name: 'Yellow shipping charges' });
    await rowWhere(grid, (cells) => cells[1] === 'UAE');
    expect(await page.getByRole('button', { name: 'Add New' }).isDisabled()).toBe(true);
    const status = await page.evaluate(
      async ([url, token]) =>
        (
          await fetch(url!, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: '{}',
          })
        ).status,
      [SHIPMENT_PATHS.shippingCharges, await storedToken(page)],
    );
    expect(status).toBe(403);
  });
});

/** Saudi Arabia's id, from the countries pick list. */
async function countryId(page: Page): Promise<number> {
  return page.evaluate(
    async ([url, token]) => {
      const reply = await (await fetch(url!, { headers: { authorization: `Bearer ${token}` } })).json();
      return reply.data.records.find((c: { countryCode: string }) => c.countryCode === 'KSA').Id;
    },
    [REFERENCE_PATHS.countryLookup, await storedToken(page)],
  );
}
