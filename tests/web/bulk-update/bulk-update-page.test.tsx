import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueBulkUpdate } from '../../../src/features/bulk-update/api/queue-bulk-update.ts';
import { BulkUpdatePage } from '../../../src/features/bulk-update/bulk-update-page.tsx';
import { readBack } from '../components/render-kit.tsx';
import { caughtExports as files } from '../export-catcher.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';
import { BULK_UPDATE_PATHS } from '../../../src/domain/bulk-update/paths.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';

// The export's download is caught (export-catcher.ts); every call still goes to the real server.
vi.mock('../../../src/lib/excel.ts', async (original) => (await import('../export-catcher.ts')).catchingExcel(original));

const PATH = '/apps/bulk-update';
let asOperator: () => void;
let asOffice: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
});
beforeEach(() => asOperator());

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const drawer = () => screen.getByRole('dialog');
const csv = (text: string, name = 'tags.csv') => new File([text], name, { type: 'text/csv' });

async function openDrawer() {
  await renderPage(BulkUpdatePage, PATH);
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: /Add New/ }));
  return user;
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(within(drawer()).getByRole('combobox', { name: 'Update type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('Bulk Update', () => {
  it('shows the required columns of the chosen type and refuses a file with an empty cell, listing each problem with its row', async () => {
    const user = await openDrawer();
    expect(
      within(drawer()).getByText('Required columns: pid, dprice, promotionTag, ar_promotionTag, countryCode. Every cell must be filled.'),
    ).toBeInTheDocument();
    await chooseType(user, 'Promotion tag update');
    expect(
      within(drawer()).getByText('Required columns: pid, promotionTag, ar_promotionTag, countryCode. Every cell must be filled.'),
    ).toBeInTheDocument();

    await user.upload(fileInput(), csv('pid,promotionTag,ar_promotionTag,countryCode\r\n1,SALE,,UAE\r\nabc,SALE,تخفيض,UAE\r\n'));
    await user.click(within(drawer()).getByRole('button', { name: 'Queue Update' }));
    const problems = await within(drawer()).findByText('Problems in the file (nothing was queued):');
    const items = within(problems.closest('[role="alert"]') as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Row 2: ar_promotionTag is empty', 'Row 3: pid must be a number greater than 0']);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('queues a valid file, which runs to COMPLETED in the list', async () => {
    const user = await openDrawer();
    await chooseType(user, 'Promotion tag update');
    await user.upload(
      fileInput(),
      csv('pid,promotionTag,ar_promotionTag,countryCode\r\n1,WEB-TEST,اختبار,UAE\r\n2,WEB-TEST,اختبار,KSA\r\n'),
    );
    await user.click(within(drawer()).getByRole('button', { name: 'Queue Update' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Update queued: 2 rows'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Bulk updates' });
    await waitFor(
      async () => {
        await user.click(screen.getByRole('button', { name: 'Search' }));
        const row = within(table).getAllByRole('row')[1]!;
        expect(row).toHaveTextContent('Promotion tag update');
        expect(row).toHaveTextContent('COMPLETED');
        expect(row).toHaveTextContent('2 / 0 / 2');
      },
      { timeout: 15_000 },
    );

    // The export says what the list says: the type, source and mode by their names, not their codes.
    files.length = 0;
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 15_000 });
    const { rows } = readBack(files[0]!.bytes);
    const header = rows[0] as string[];
    const first = Object.fromEntries(header.map((name, i) => [name, rows[1]![i]]));
    expect(first).toMatchObject({ Type: 'Promotion tag update', Source: 'PID list (file)', Mode: 'Now', Status: 'COMPLETED' });
  });

  it('queues an update by rule: the builder, a live count of products and rows, the values every row takes', async () => {
    const user = await openDrawer();
    await chooseType(user, 'Promotion tag update');
    await user.click(within(drawer()).getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Filter condition (rule)' }));
    // The file's part is gone; the rule's is there, and an incomplete rule cannot be queued.
    expect(document.querySelector('input[type="file"]')).toBeNull();
    const queue = within(drawer()).getByRole('button', { name: 'Queue Update' });
    expect(queue).toBeDisabled();
    expect(queue).toHaveAccessibleDescription('Complete the rule of the products to queue the update.');
    expect(within(drawer()).getByText('Complete the rule to see the products it selects.')).toBeInTheDocument();

    const rule = within(drawer()).getByRole('group', { name: 'Products rule' });
    await user.click(within(rule).getByRole('button', { name: '+ Rule' }));
    // The percentage is the RRP rule's outcome, not a product fact: not offered here.
    expect(
      within(within(rule).getByRole('combobox', { name: 'Field' })).queryByRole('option', { name: 'Price Increase % to RRP' }),
    ).toBeNull();
    const brand = within(rule).getByRole('combobox', { name: 'Brand' });
    await user.type(brand, 'nik');
    await user.click(await screen.findByRole('option', { name: 'Nike' }));
    const count = await within(drawer()).findByRole('status');
    await waitFor(() => expect(count).toHaveTextContent(/^\d+ products? match/));
    const products = Number(/^\d+/.exec(count.textContent ?? '')![0]);
    expect(within(drawer()).getByText(`The update will have ${products} rows.`)).toBeInTheDocument();

    // Values are checked before anything is sent, by the server's own rules.
    expect(queue).toBeEnabled();
    await user.click(queue);
    expect(await within(drawer()).findByText('promotionTag is empty')).toBeInTheDocument();
    await user.type(within(drawer()).getByRole('textbox', { name: 'Promotion tag' }), 'RULE TEST');
    await user.type(within(drawer()).getByRole('textbox', { name: 'Promotion tag (Arabic)' }), 'اختبار');
    await user.click(within(drawer()).getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'United Arab Emirates' }));
    await user.click(queue);
    await waitFor(() => expect(currentToast()?.message).toBe(`Update queued: ${products} rows`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within(screen.getByRole('table', { name: 'Bulk updates' })).getAllByRole('row')[1]!;
    await waitFor(() => expect(row).toHaveTextContent("Filter condition (rule)Brand is 'Nike'"));
  });

  it('asks before closing a drawer with a rule entered', async () => {
    const user = await openDrawer();
    await user.click(within(drawer()).getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Filter condition (rule)' }));
    await user.click(within(within(drawer()).getByRole('group', { name: 'Products rule' })).getByRole('button', { name: '+ Rule' }));
    await user.click(within(drawer()).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave with unsaved changes?' })).toBeNull());
    expect(within(drawer()).getByRole('group', { name: 'Products rule' })).toBeInTheDocument();
  });

  it('reads right to left in Arabic, the rule builder too', async () => {
    await renderPage(BulkUpdatePage, PATH, { language: 'ar' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /إضافة/ }));
    await user.click(within(drawer()).getByRole('combobox', { name: 'المصدر' }));
    await user.click(await screen.findByRole('option', { name: 'شرط تصفية (قاعدة)' }));
    expect(within(drawer()).getByRole('group', { name: 'قاعدة المنتجات' })).toBeInTheDocument();
    expect(within(drawer()).getByRole('button', { name: '+ شرط' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });

  it('lists a refused file’s problems in Arabic, as the server says them in the user’s language', async () => {
    await renderPage(BulkUpdatePage, PATH, { language: 'ar' });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: /إضافة/ }));
    await user.upload(fileInput(), csv('pid,dprice,promotionTag,ar_promotionTag,countryCode\r\n1,,SALE,تخفيض,UAE\r\n'));
    await user.click(within(drawer()).getByRole('button', { name: 'إضافة التحديث إلى قائمة الانتظار' }));
    const problems = await within(drawer()).findByText('مشكلات في الملف (لم يُضف شيء إلى قائمة الانتظار):');
    const items = within(problems.closest('[role="alert"]') as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/[\u2068\u2069]/g, ''));
    expect(items).toEqual(['الصف 2: dprice فارغ']);
  });

  it('withdraws a scheduled update before its time, asking first; it shows WITHDRAWN and its History says who', async () => {
    const runAt = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    const { data: queued } = await queueBulkUpdate(
      { updateType: 'PROMOTION_TAG_UPDATE', source: 'PID_LIST', mode: 'SCHEDULE', runAt },
      csv('pid,promotionTag,ar_promotionTag,countryCode\r\n1,WEB-LATER,لاحقاً,UAE\r\n'),
    );
    await renderPage(BulkUpdatePage, PATH);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Bulk updates' });
    const withdraw = await within(table).findByRole('button', { name: `Withdraw update ${queued.id}` });

    // Asked first: keeping it changes nothing.
    await user.click(withdraw);
    const ask = await screen.findByRole('dialog', { name: `Withdraw update ${queued.id}?` });
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(table).getByRole('button', { name: `Withdraw update ${queued.id}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Update withdrawn: it will not run'));
    const row = () =>
      within(table)
        .getAllByRole('row')
        .find((r) => within(r).queryByText(String(queued.id)))!;
    await waitFor(() => expect(row()).toHaveTextContent('WITHDRAWN'));
    expect(row()).toHaveTextContent('Withdrawn by Priya Nair before its time');
    expect(within(row()).queryByRole('button', { name: `Withdraw update ${queued.id}` })).not.toBeInTheDocument();

    await user.click(within(row()).getByRole('button', { name: `History of Bulk update ${queued.id}` }));
    const history = await screen.findByRole('dialog', { name: `History: Bulk update ${queued.id}` });
    expect(await within(history).findByText('Withdrawn by Priya Nair')).toBeInTheDocument();
    expect(within(history).getByText('Created by Priya Nair')).toBeInTheDocument();
  });

  it('an office user (L1) sees the list but cannot add an update', async () => {
    asOffice();
    await renderPage(BulkUpdatePage, PATH);
    expect(await screen.findByRole('table', { name: 'Bulk updates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add New/ })).toBeDisabled();
    // The scheduled updates' Withdraw is greyed too.
    for (const button of screen.queryAllByRole('button', { name: /^Withdraw update/ })) expect(button).toBeDisabled();
  });

  it('opens the view its address names, and falls back from a bad address with a notice instead of a refusal', async () => {
    const calls = watchCalls(BULK_UPDATE_PATHS.updates);
    try {
      const view = await renderPage(BulkUpdatePage, `${PATH}?updateType=DISCOUNT&status=2&size=50&sort=-id`);
      await waitFor(() => expect(calls.last()).toMatchObject({ updateType: 'DISCOUNT', status: 2, index: 1, pageSize: 50, sort: '-id' }));
      await expectSorted('Id', 'descending');
      view.unmount();

      calls.calls.length = 0;
      const bad = await renderPage(BulkUpdatePage, `${PATH}?updateType=NOPE&status=9&sort=rows&page=abc`);
      await expectFallbackNotice();
      await waitFor(() => expect(calls.calls.length).toBeGreaterThan(0));
      expect(calls.calls.every((c) => c.sort === undefined && c.index === 1 && c.status === undefined && c.updateType === undefined)).toBe(
        true,
      );
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
    } finally {
      calls.stop();
    }
  });
});
