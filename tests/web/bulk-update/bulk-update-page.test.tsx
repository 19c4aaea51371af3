import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BulkUpdatePage } from '../../../src/features/bulk-update/bulk-update-page.tsx';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

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
  });

  it('an office user (L1) sees the list but cannot add an update', async () => {
    asOffice();
    await renderPage(BulkUpdatePage, PATH);
    expect(await screen.findByRole('table', { name: 'Bulk updates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add New/ })).toBeDisabled();
  });
});
