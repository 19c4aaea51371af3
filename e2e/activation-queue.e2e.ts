import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { exported, rowWhere, toast } from './support/grid.ts';
import { signedInStaff } from './support/staff.ts';

const QUEUE = '/apps/cms/product-activation';
/** The demo administrator as the reports name her. */
const ADMIN_NAME = 'Aisha Rahman';

/** The PID of the product on the queue screen (the header's chip), once one is shown. */
async function heldPid(page: Page): Promise<number> {
  const chip = page.getByText(/^PID \d+$/);
  await chip.waitFor();
  return Number((await chip.textContent())!.slice(4));
}

/** The PID shown once it is no longer `before` (the next product after an action). */
async function nextPid(page: Page, before: number): Promise<number> {
  await page
    .getByText(/^PID \d+$/)
    .filter({ hasNotText: `PID ${before}` })
    .waitFor();
  return heldPid(page);
}

/** The header's live count. */
async function count(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ products to activate$/).textContent();
  return Number(text!.split(' ')[0]);
}

/** Waits until the header's count reads `n`, without anything done on that screen. */
const countReads = (page: Page, n: number) => page.getByText(`${n} products to activate`, { exact: true }).waitFor();

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());

describe('Product activation (issue 17): two activators at once, rejection and fix, the reports', () => {
  const staff = signedInStaff(['admin', 'operator', 'warehouse']);

  it('never shows one product to both, moves the count live, activates, rejects, skips, fixes and reports it', async () => {
    const a = staff.admin.page;
    const b = staff.operator.page;
    // Both open the queue: no custom queue, so each falls back to the global one and is handed a product.
    await Promise.all([a.goto(QUEUE), b.goto(QUEUE)]);
    let pidA = await heldPid(a);
    let pidB = await heldPid(b);
    expect(pidA).not.toBe(pidB);
    const start = await count(a);
    await countReads(b, start);

    // A activates: A gets another product, and B's count drops with no action of B's.
    await a.getByRole('button', { name: 'Activate', exact: true }).click();
    await toast(a, 'Product status updated successfully!');
    const activated = pidA;
    pidA = await nextPid(a, activated);
    expect(pidA).not.toBe(pidB);
    await countReads(b, start - 1);
    await countReads(a, start - 1);

    // B rejects to a department: B gets another product, and A's count drops.
    await b.getByRole('button', { name: 'Reject', exact: true }).click();
    const drawer = b.getByRole('dialog', { name: 'Reject' });
    await drawer.getByRole('radio', { name: 'Department' }).check();
    await drawer.getByRole('combobox', { name: 'Department' }).click();
    await b.getByRole('option', { name: 'STUDIO', exact: true }).click();
    await drawer.getByRole('combobox', { name: 'Reason' }).click();
    await b.getByRole('option', { name: 'Price Issue', exact: true }).click();
    await drawer.getByRole('textbox', { name: 'Description' }).fill('No price from the ERP');
    await drawer.getByRole('button', { name: 'Reject', exact: true }).click();
    await toast(b, 'Product rejected');
    const rejected = pidB;
    pidB = await nextPid(b, rejected);
    expect([pidA, activated]).not.toContain(pidB);
    await countReads(a, start - 2);

    // A skips: another product again, never the one B holds.
    await a.getByRole('button', { name: 'Skip', exact: true }).click();
    await toast(a, 'Product skipped');
    pidA = await nextPid(a, pidA);
    expect(pidA).not.toBe(pidB);

    // The rejection is listed in Activation Rejection; Fix sends the product back to the queue.
    await b.goto('/apps/activation-rejection');
    await b.getByRole('textbox', { name: 'PID' }).fill(String(rejected));
    await b.getByRole('button', { name: 'Search' }).click();
    const rejections = b.getByRole('table', { name: 'Activation rejections' });
    await rowWhere(rejections, (cells) => cells[0] === String(rejected) && cells[1] === 'STUDIO' && cells[2] === 'Price Issue');
    await b.getByRole('button', { name: `Fix the rejection of PID ${rejected}` }).click();
    const fix = b.getByRole('dialog', { name: 'Fix Activation Rejection' });
    await fix.getByRole('textbox', { name: /^Remarks/ }).fill('Price loaded');
    await fix.getByRole('button', { name: 'Fix', exact: true }).click();
    await toast(b, 'Released to the Activation Queue');
    await countReads(a, start - 1);

    // It comes round again: B's custom queue of that PID hands it out at once, under its own count;
    // the product B held from the global queue goes back there.
    await b.goto(QUEUE);
    expect(await heldPid(b)).toBe(pidB);
    await b.getByRole('textbox', { name: 'PID number' }).fill(String(rejected));
    await b.getByRole('button', { name: 'Generate custom queue' }).click();
    await b.getByRole('heading', { name: 'Custom queue' }).waitFor();
    expect(await nextPid(b, pidB)).toBe(rejected);
    await countReads(b, 1);
    expect(await heldPid(a)).not.toBe(rejected);

    // The activation is in the report (today, HO: the administrator's company) and its details; the eye opens PID Activation Details.
    await a.goto('/apps/product-activation-report');
    const report = a.getByRole('table', { name: 'Activations per day' });
    await rowWhere(report, (cells) => cells[0] === today() && cells[1] === 'HO' && cells[2] === 'ENG');
    const sheet = await exported(a, 'Product Activation Report.xlsx');
    expect(sheet[0]).toEqual(['Date', 'Company', 'language', 'Count']);
    expect(sheet.some((r) => r[0] === today() && r[1] === 'HO' && r[2] === 'ENG' && Number(r[3]) >= 1)).toBe(true);
    await report.getByRole('row').filter({ hasText: today() }).filter({ hasText: 'ENG' }).first().click();
    const details = a.getByRole('region', { name: `Details of ${today()} · HO · ENG` }).getByRole('table', { name: 'Activators' });
    await rowWhere(details, (cells) => cells[3] === ADMIN_NAME && Number(cells[4]) >= 1);
    await details.getByRole('link', { name: `View the activations of ${ADMIN_NAME} on ${today()}` }).click();
    await a.waitForURL((url) => url.pathname === '/apps/pid-activation-details' && url.searchParams.get('createdName') === ADMIN_NAME);
    await a.getByRole('heading', { name: 'PID Activation Details' }).waitFor();
    const listed = a.getByRole('table', { name: 'PID activations' });
    const row = await rowWhere(listed, (cells) => cells[0] === String(activated));
    expect([row[2], row[3], row[4], row[5]!.slice(0, 10)]).toEqual(['HO', 'ENG', ADMIN_NAME, today()]);
    const listSheet = await exported(a, 'PID Activation Details.xlsx');
    expect(listSheet[0]).toEqual(['PID', 'Product Name', 'Company', 'Language', 'Created Name', 'Created Date']);
    expect(listSheet.slice(1).every((r) => r[2] === 'HO' && r[3] === 'ENG' && r[4] === ADMIN_NAME)).toBe(true);
    expect(listSheet.some((r) => r[0] === String(activated))).toBe(true);
  });

  it('shows NOT AUTHORIZED on the report to a user without its page', async () => {
    const { page } = staff.warehouse;
    await page.goto('/apps/product-activation-report');
    await page.getByRole('heading', { name: 'NOT AUTHORIZED' }).waitFor();
  });
});
