import { describe, expect, it } from 'vitest';
import { accessibleDescription } from './support/browser.ts';
import { choose, toast } from './support/grid.ts';
import { signedInStaff } from './support/staff.ts';

// A method the demo data does not have: KSA, Express, Click & Collect.
const METHOD = 'KSA · Express Delivery · Click & Collect';

describe('Delivery Timeline as staff use it', () => {
  const staff = signedInStaff(['operator']);

  it('adds a method, switches it off and on, adds a timeline past a refused rule, and asks the promise for an order after cut-off', async () => {
    const { page } = staff.operator;
    await page.goto('/apps/delivery-timeline');
    await page.getByRole('region', { name: 'KSA · Standard Delivery · Home Delivery' }).waitFor();

    await page.getByRole('button', { name: 'Add Delivery Method' }).click();
    const panel = page.getByRole('dialog', { name: 'Add Delivery Method' });
    await choose(page, panel.getByRole('combobox', { name: 'Inventory Country' }), 'Saudi Arabia');
    await choose(page, panel.getByRole('combobox', { name: 'Delivery Type' }), 'Express Delivery');
    await choose(page, panel.getByRole('combobox', { name: 'Delivery Label' }), 'Click & Collect');
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Delivery Method added successfully');
    const card = page.getByRole('region', { name: METHOD });
    await card.getByText('No timeline records found').waitFor();

    const status = card.getByRole('switch', { name: `Status of ${METHOD}` });
    expect(await status.isChecked()).toBe(true);
    await status.click();
    await page.getByRole('dialog', { name: 'Deactivate delivery method' }).getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'Delivery Method updated successfully');
    await expect.poll(() => status.isChecked()).toBe(false);
    await status.click();
    await page.getByRole('dialog', { name: 'Activate delivery method' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => status.isChecked()).toBe(true);

    await card.getByRole('button', { name: 'Add Timeline' }).click();
    const form = page.getByRole('dialog', { name: 'Add Timeline' });
    await choose(page, form.getByRole('combobox', { name: 'Shipping Country' }), 'Saudi Arabia');
    await choose(page, form.getByRole('combobox', { name: 'State' }), 'Riyadh');
    await form.getByRole('combobox', { name: 'Timezone' }).fill('Asia/Riyadh');
    await page.getByRole('option', { name: '(GMT+03:00) Asia/Riyadh' }).click();
    await form.getByRole('textbox', { name: 'Cut-off From' }).fill('00:00:00');
    await form.getByRole('textbox', { name: 'Cut-off To' }).fill('2pm');
    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday']) await form.getByRole('button', { name: day }).click();
    await form.getByRole('spinbutton', { name: 'Min EDD' }).fill('1');
    await form.getByRole('spinbutton', { name: 'Est Day of Delivery' }).fill('3');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Check these fields: Cut-off To');
    expect(await accessibleDescription(form.getByRole('textbox', { name: 'Cut-off To' }))).toBe('Must be a time HH:MM:SS');
    await form.getByRole('textbox', { name: 'Cut-off To' }).fill('14:00:00');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Delivery Timeline added successfully');
    await card.getByRole('row', { name: /Saudi Arabia Riyadh .*00:00:00 – 14:00:00 1 3 Asia\/Riyadh/ }).waitFor();

    // Thursday 26 November 2026, 17:00 in Dubai is 16:00 in Riyadh: after the 14:00 cut-off, Friday and Saturday off.
    const tester = page.getByRole('region', { name: 'Delivery Promise' });
    await choose(page, tester.getByRole('combobox', { name: 'Inventory Country' }), 'Saudi Arabia');
    await choose(page, tester.getByRole('combobox', { name: 'Delivery Type' }), 'Express Delivery');
    await choose(page, tester.getByRole('combobox', { name: 'Delivery Label' }), 'Click & Collect');
    await choose(page, tester.getByRole('combobox', { name: 'Shipping Country' }), 'Saudi Arabia');
    await choose(page, tester.getByRole('combobox', { name: 'State' }), 'Riyadh');
    await tester.getByLabel('Order time (Asia/Dubai)').fill('2026-11-26T17:00');
    await tester.getByRole('button', { name: 'Estimate' }).click();
    const answer = tester.getByRole('status');
    await answer.waitFor();
    const text = await answer.textContent();
    expect(text).toContain('Arrives Mon 2026-11-30 to Wed 2026-12-02');
    expect(text).toContain('Ordered 2026-11-26 16:00:00 (Thu, Asia/Riyadh); dispatch day 2026-11-29');
    expect(text).toContain('After the cut-off or on a day off');
  }, 60_000);
});
