import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getQueue, getQueueCount } from '../../../src/features/activation/api/get-queue.ts';
import { rejectProduct } from '../../../src/features/activation/api/queue-actions.ts';
import { ActivationRejectionPage } from '../../../src/features/activation/activation-rejection-page.tsx';
import { EMPTY_FILTER, toBody } from '../../../src/features/activation/rejections/rejection-filter.ts';
import { ACTIVATION_PATHS } from '../../../src/domain/activation/paths.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

const PATH = '/apps/activation-rejection';
const COLUMNS = ['PID', 'Department', 'Reason', 'Description', 'Remarks', 'Assigned To', 'Created Name', 'Created Date', 'Fix'];
let asOperator: () => void;
let asOffice: () => void;
let rejectedPid: number;
let asAdmin: () => void;

beforeAll(async () => {
  // The administrator rejects a product from the global queue, to a department, through the real calls.
  asAdmin = await signedInAs('admin');
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
  asAdmin();
  const held = (await getQueue('ACTIVATION-GLOBAL')).data.item!;
  rejectedPid = held.product.pId;
  await rejectProduct({
    queueName: 'ACTIVATION-GLOBAL',
    pId: rejectedPid,
    assignTo: 'DEPARTMENT',
    department: 'PRICING',
    reason: 'Price Issue',
    description: 'No price from the ERP',
  });
});

const table = () => screen.getByRole('table', { name: 'Activation rejections' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('Activation Rejection', { timeout: 60_000 }, () => {
  it('sends an empty PID as -1 and the date as YYYY-MM-DD', () => {
    expect(toBody(EMPTY_FILTER)).toMatchObject({ pId: -1, createdDate: '' });
    expect(toBody({ ...EMPTY_FILTER, pId: ' 42 ', date: '03/07/2026' })).toMatchObject({ pId: 42, createdDate: '2026-03-07' });
  });

  it('shows the columns in a grid 642 px high, filters by PID, and fixes only with remarks, back to the queue', async () => {
    asOperator();
    await renderPage(ActivationRejectionPage, PATH);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Activation Rejection' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows().filter((r) => r.hasAttribute('data-index')).length).toBeGreaterThan(0));
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(COLUMNS);
    expect(getComputedStyle(table().parentElement!).height).toBe('642px');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'PID' }), String(rejectedPid));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const row = bodyRows()[0]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 4),
    ).toEqual([String(rejectedPid), 'PRICING', 'Price Issue', 'No price from the ERP']);

    const before = await getQueueCount('ACTIVATION-GLOBAL');
    await user.click(within(row).getByRole('button', { name: `Fix the rejection of PID ${rejectedPid}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix Activation Rejection' });
    expect(within(dialog).getByText(/releases PID \d+ to the Activation Queue/)).toBeInTheDocument();
    const fix = within(dialog).getByRole('button', { name: 'Fix' });
    expect(fix).toBeDisabled();
    const remarks = within(dialog).getByRole('textbox', { name: /^Remarks/ });
    expect(remarks).toHaveAttribute('rows', '5');
    await user.type(remarks, '   ');
    expect(fix).toBeDisabled();
    await user.type(remarks, 'Price loaded');
    expect(fix).toBeEnabled();
    await user.click(fix);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fix Activation Rejection' })).not.toBeInTheDocument());
    await waitFor(() => expect(currentToast()?.message).toBe('Released to the Activation Queue'));
    await waitFor(() => expect(within(bodyRows()[0]!).getAllByRole('cell')[4]!.textContent).toBe('Price loaded'));
    expect(within(bodyRows()[0]!).getByRole('button', { name: /^Fix the rejection/ })).toBeDisabled();
    expect(await getQueueCount('ACTIVATION-GLOBAL')).toBe(before + 1);
  });

  it('greys Fix for an L1 user', async () => {
    asOffice();
    await renderPage(ActivationRejectionPage, PATH);
    const buttons = await screen.findAllByRole('button', { name: /^Fix the rejection/ }, { timeout: 15_000 });
    for (const button of buttons) expect(button).toBeDisabled();
  });

  it('opens the view its address names (filter, page, sort), and falls back from a bad one with a notice, never a 400', async () => {
    // A second rejection to PRICING, so the filter has a second page of one row.
    asAdmin();
    const held = (await getQueue('ACTIVATION-GLOBAL')).data.item!;
    await rejectProduct({
      queueName: 'ACTIVATION-GLOBAL',
      pId: held.product.pId,
      assignTo: 'DEPARTMENT',
      department: 'PRICING',
      reason: 'Price Issue',
      description: 'Second',
    });
    asOperator();
    const calls = watchCalls(ACTIVATION_PATHS.rejections);
    try {
      const { unmount } = await renderPage(ActivationRejectionPage, `${PATH}?department=PRICING&page=2&size=1&sort=-createdDateUTC`);
      await waitFor(() =>
        expect(
          within(table())
            .getAllByRole('row')
            .filter((r) => r.hasAttribute('data-index')),
        ).toHaveLength(1),
      );
      expect(calls.last()).toMatchObject({ index: 2, pageSize: 1, department: 'PRICING', sort: '-createdDateUTC' });
      expect(screen.getByRole('combobox', { name: 'Department' })).toHaveTextContent('PRICING');
      await expectSorted('Created Date', 'descending', table);
      // Newest first, the second page holds the older of the two.
      expect(within(bodyRows()[0]!).getAllByRole('cell')[0]!.textContent).toBe(String(rejectedPid));
      unmount();

      const bad = await renderPage(ActivationRejectionPage, `${PATH}?sort=reason&date=13/45/2026&page=abc&department=NOPE&pId=12x`);
      await expectFallbackNotice();
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
      await waitFor(() => expect(calls.last()).toMatchObject({ index: 1, department: '', pId: -1, createdDate: '' }));
      expect(calls.last().sort).toBeUndefined();
      expect(calls.calls.some((call) => call.sort === 'reason' || call.department === 'NOPE')).toBe(false);
      await waitFor(() => expect(within(table()).getByRole('columnheader', { name: 'Created Date' })).toHaveAttribute('aria-sort', 'none'));
    } finally {
      calls.stop();
    }
  });
});
