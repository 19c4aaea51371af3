import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FailedOrder, FailedOrderFilter } from '../../../src/domain/orders/order-failures.ts';
import { changeAddress } from '../../../src/features/orders/api/change-address.ts';
import { getFailedOrders } from '../../../src/features/orders/api/get-failed-orders.ts';
import { getOrderDetails } from '../../../src/features/orders/api/get-order-details.ts';
import { OrderFailurePage } from '../../../src/features/orders/order-failure-page.tsx';
import { getClientConfig, useClientConfig } from '../../../src/lib/client-config.ts';
import type * as Excel from '../../../src/lib/excel.ts';
import { ORDER_PATHS } from '../../../src/domain/orders/paths.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

// The export's browser download is swapped for a catcher of its rows; every call still goes to the real server.
const files = vi.hoisted(() => [] as { fileName: string; header: string[]; rows: unknown[][] }[]);
vi.mock('../../../src/lib/excel.ts', async (original) => {
  const actual = await original<typeof Excel>();
  return {
    ...actual,
    writeXlsxFile: (fileName: string, _sheet: string, header: string[], rows: unknown[][]) => files.push({ fileName, header, rows }),
  };
});

const PATH = '/apps/order-failure';
// The columns shown at first (the rest wait in the column menu), and every column of the spec (the export).
const SHOWN = ['Order Id', 'Order Date', 'Name', 'Address', 'Country', 'Amount', 'Remarks'];
const COLUMNS = [
  'Id',
  'Customer Id',
  'Order Id',
  'Order Date',
  'Name',
  'Address',
  'Country',
  'Amount',
  'Delivery Type',
  'Payment',
  'Remarks',
];
let asOperator: () => void;
let asOffice: () => void;
let asAdmin: () => void;
// Each test takes its own seeded orders, so retries and deletes of one test never meet another's.
const taken = new Set<string>();
// The server's writes on a busy shared machine can take more than waitFor's default second.
const SLOW = { timeout: 10_000 };

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
  asAdmin = await signedInAs('admin');
});
beforeEach(() => {
  asOperator();
  files.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
  useClientConfig.getState().reset();
});

const table = () => screen.getByRole('table', { name: 'Failed orders' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

/** A listed seeded order of this remark no other test has taken. */
async function seededOrder(remarks: string): Promise<FailedOrder> {
  const filter: FailedOrderFilter = remarks === 'INVENTORY_NOT_AVAILABLE' ? { remarks } : {};
  const page = await getFailedOrders({ index: 1, pageSize: 1000 }, filter);
  const order = page.records.find((o) => o.remarks === remarks && o.state === 'FAILED' && !taken.has(o.orderId))!;
  taken.add(order.orderId);
  return order;
}

async function openPage() {
  const view = await renderPage(OrderFailurePage, PATH);
  const user = userEvent.setup();
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  return { ...view, user };
}

/** Searches one order by its id; answers its row. */
async function showOrder(user: UserEvent, orderId: string) {
  await user.clear(screen.getByRole('textbox', { name: 'Order Id' }));
  await user.type(screen.getByRole('textbox', { name: 'Order Id' }), `${orderId}{Enter}`);
  await waitFor(() => expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([orderId]), SLOW);
  return bodyRows()[0]!;
}

describe('Order Failure', () => {
  it('lists failed orders newest first in the columns of the spec, and exports the filtered list', async () => {
    const { user } = await openPage();
    expect(screen.getByRole('heading', { name: 'Order Failure' })).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, SHOWN.length)).toEqual(SHOWN);
    const first = (await getFailedOrders({ index: 1, pageSize: 10 }, {})).records;
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(first.map((o) => o.orderId));
    expect(within(bodyRows()[0]!).getAllByRole('cell')[5]!.textContent).toMatch(/^AED \d+\.\d{2}$/);

    await user.click(screen.getByRole('checkbox', { name: 'Inventory failure' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const inventory = await getFailedOrders({ index: 1, pageSize: 10 }, { remarks: 'INVENTORY_NOT_AVAILABLE' });
    await waitFor(() =>
      expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(inventory.records.map((o) => o.orderId)),
    );
    // The failure reason by its words, not its code.
    expect(bodyRows().every((r) => within(r).getAllByRole('cell')[6]!.textContent === 'Inventory not available')).toBe(true);

    await user.click(screen.getByRole('button', { name: /Export to Excel/ }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.header).toEqual(COLUMNS);
    expect(files[0]!.rows).toHaveLength(inventory.totalRecords);
  });

  it('shows the failure reason, the country and the delivery type in Arabic in Arabic mode', async () => {
    const order = await seededOrder('HS_CODE_MISSING');
    await renderPage(OrderFailurePage, PATH, { language: 'ar' });
    const user = userEvent.setup();
    const arabic = () => screen.getByRole('table', { name: 'الطلبات الفاشلة' });
    await waitFor(() => expect(within(arabic()).getAllByRole('row').length).toBeGreaterThan(1));
    await user.type(screen.getByRole('textbox', { name: 'رقم الطلب' }), `${order.orderId}{Enter}`);
    await waitFor(() => expect(within(arabic()).getAllByRole('row')).toHaveLength(2));
    const cells = within(within(arabic()).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[6]!.textContent).toBe('رمز النظام المنسق مفقود');
    await waitFor(() => expect(cells[4]!.textContent).toMatch(/[\u0600-\u06ff]/));
    // The delivery type waits in the column menu.
    await user.click(screen.getByRole('button', { name: 'إظهار الأعمدة أو إخفاؤها' }));
    await user.click(await screen.findByRole('checkbox', { name: 'نوع التوصيل' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const shown = within(within(arabic()).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(shown[6]!.textContent).toMatch(/^التوصيل/);
    // Back to the first columns: the arrangement is the user's, and the other tests read those.
    await user.click(screen.getByRole('button', { name: 'إظهار الأعمدة أو إخفاؤها' }));
    await user.click(await screen.findByRole('button', { name: 'إعادة ضبط الأعمدة' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(within(arabic()).getAllByRole('row')[1]!).getAllByRole('cell')[6]!.textContent).toBe('رمز النظام المنسق مفقود'),
    );
  });

  it('shows an order’s items in the details drawer and saves an item’s HS code', async () => {
    const order = await seededOrder('HS_CODE_MISSING');
    const { user } = await openPage();
    const row = await showOrder(user, order.orderId);
    await user.click(within(row).getByRole('button', { name: `Order Details of ${order.orderId}` }));
    const drawer = await screen.findByRole('dialog', { name: 'Order Details' });
    const items = await within(drawer).findByRole('table', { name: `Items of order ${order.orderId}` });
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Image', 'PID', 'UPC', 'Brand', 'Name', 'Quantity', 'HS Code', 'Total']);
    const details = await getOrderDetails(order.orderId);
    const missing = details.items.find((i) => !i.hsCode)!;
    await user.click(within(items).getByRole('button', { name: `Edit HS code of ${missing.upc}` }));
    const field = within(items).getByRole('textbox', { name: `HS code of ${missing.upc}` });
    await user.type(field, '12ab');
    expect(within(items).getByRole('button', { name: `Save HS code of ${missing.upc}` })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '6403990000');
    await user.click(within(items).getByRole('button', { name: `Save HS code of ${missing.upc}` }));
    const result = await screen.findByRole('dialog', { name: 'HS Code' });
    const text = within(result).getByRole('status');
    expect(text.textContent).toMatch(/^(HS code updated successfully|ALERT\/HS code updated)/);
    await user.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(items).getAllByText('6403990000').length).toBeGreaterThan(0));
    expect((await getOrderDetails(order.orderId)).items.find((i) => i.id === missing.id)!.hsCode).toBe('6403990000');
  });

  it('retries after the question: a fixable order leaves the list with Retry successfull for 4 s', async () => {
    const order = await seededOrder('WMS_TIMEOUT');
    const { user } = await openPage();
    const row = await showOrder(user, order.orderId);
    await user.click(within(row).getByRole('button', { name: `Retry ${order.orderId}` }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('Are you sure that you want to Retry ?')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'No' })).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(
      () => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Retry successfull', durationMs: 4000 }),
      SLOW,
    );
    await waitFor(() => expect(screen.getByText('No Data Found')).toBeInTheDocument(), SLOW);
  });

  it('keeps a refused order listed and says why', async () => {
    const order = await seededOrder('INVENTORY_NOT_AVAILABLE');
    const { user } = await openPage();
    const row = await showOrder(user, order.orderId);
    await user.click(within(row).getByRole('button', { name: `Retry ${order.orderId}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(
      () =>
        expect(currentToast()).toMatchObject({
          severity: 'error',
          message: `Order ${order.orderId} failed again: INVENTORY_NOT_AVAILABLE`,
          durationMs: 4000,
        }),
      SLOW,
    );
    // Still listed, with the new remark (the list reloaded after the refusal).
    await waitFor(
      () => expect(bodyRows().map((r) => within(r).getAllByRole('cell')[6]!.textContent)).toEqual(['Inventory not available']),
      SLOW,
    );
  });

  it('deletes after the question; the toast’s Undo lists the order again', async () => {
    const order = await seededOrder('PAYMENT_FAILED');
    const { user } = await openPage();
    const row = await showOrder(user, order.orderId);
    await user.click(within(row).getByRole('button', { name: `Delete ${order.orderId}` }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('Are you sure that you want to Delete ?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(
      () =>
        expect(currentToast()).toMatchObject({
          severity: 'success',
          message: 'Deleted successfully',
          durationMs: 10_000,
          action: { label: 'Undo' },
        }),
      SLOW,
    );
    await waitFor(() => expect(screen.getByText('No Data Found')).toBeInTheDocument(), SLOW);
    currentToast()!.action!.onClick();
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Change undone' }), SLOW);
    await waitFor(() => expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([order.orderId]), SLOW);
  });

  it('refuses a delete of an order changed since the list was read, naming who changed it', async () => {
    const order = await seededOrder('PAYMENT_FAILED');
    const { user } = await openPage();
    const row = await showOrder(user, order.orderId);
    asAdmin();
    const { shippingName, addressLine1, addressLine2, countryId, stateId, areaId } = order;
    await changeAddress(
      order.id,
      { shippingName, addressLine1: `${addressLine1} (admin)`, addressLine2, countryId: countryId!, stateId: stateId!, areaId: areaId! },
      order.revision,
    );
    asOperator();
    await user.click(within(row).getByRole('button', { name: `Delete ${order.orderId}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(
      () =>
        expect(currentToast()).toMatchObject({
          severity: 'error',
          message: expect.stringMatching(/^Aisha Rahman changed this record at /),
        }),
      SLOW,
    );
    expect((await getOrderDetails(order.orderId)).order.state).toBe('FAILED');
  });

  it('changes the address in the narrower drawer (no legacy panel configured)', async () => {
    const order = await seededOrder('ADDRESS_INCOMPLETE');
    const { user } = await openPage();
    const row = await showOrder(user, order.orderId);
    await user.click(within(row).getByRole('button', { name: `Change address of ${order.orderId}` }));
    const drawer = await screen.findByRole('dialog', { name: 'Change address' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Address line 1' }), 'Tower 3, Flat 1204');
    await user.click(within(drawer).getByRole('combobox', { name: 'Area' }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(within(drawer).getByRole('button', { name: 'Update & Save' }));
    // An edit's toast offers Undo for 10 s.
    await waitFor(
      () =>
        expect(currentToast()).toMatchObject({
          severity: 'success',
          message: 'Address updated successfully',
          durationMs: 10_000,
          action: { label: 'Undo' },
        }),
      SLOW,
    );
    await waitFor(() => expect(within(bodyRows()[0]!).getAllByRole('cell')[3]!.textContent).toMatch(/^Tower 3, Flat 1204, /));
  });

  it('shows who changed the address meanwhile beside what the user typed; Reload takes theirs', async () => {
    const order = await seededOrder('WMS_TIMEOUT');
    const { user } = await openPage();
    const row = await showOrder(user, order.orderId);
    await user.click(within(row).getByRole('button', { name: `Change address of ${order.orderId}` }));
    const drawer = await screen.findByRole('dialog', { name: 'Change address' });
    asAdmin();
    const { shippingName, addressLine2, countryId, stateId, areaId } = order;
    await changeAddress(
      order.id,
      { shippingName, addressLine1: 'Their line', addressLine2, countryId: countryId!, stateId: stateId!, areaId: areaId! },
      order.revision,
    );
    asOperator();
    const line = within(drawer).getByRole('textbox', { name: 'Address line 1' });
    await user.clear(line);
    await user.type(line, 'My line');
    await user.click(within(drawer).getByRole('button', { name: 'Update & Save' }));
    const alert = await within(drawer).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Aisha Rahman');
    expect(within(alert).getByRole('row', { name: /Address line 1/ })).toHaveTextContent(/Their line.*My line/);
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(line).toHaveValue('Their line');
    expect((await getOrderDetails(order.orderId)).order.addressLine1).toBe('Their line');
  });

  it('embeds the legacy address page by shipment id, order id and AWB number when LEGACY_ADMIN_URL is set', async () => {
    useClientConfig.getState().reset({
      status: 'ready',
      config: { ...(await getClientConfig()), legacyAdminUrl: 'https://legacy.example.com/admin/Default.aspx' },
    });
    const { user } = await openPage();
    const row = bodyRows()[0]!;
    const cells = within(row).getAllByRole('cell');
    const orderId = cells[0]!.textContent!;
    const order = (await getOrderDetails(orderId)).order;
    await user.click(within(row).getByRole('button', { name: `Change address of ${orderId}` }));
    const drawer = await screen.findByRole('dialog', { name: 'Change address' });
    const frame = within(drawer).getByTitle(`Address of order ${orderId}`);
    const src = new URL(frame.getAttribute('src')!);
    expect(`${src.origin}${src.pathname}`).toBe('https://legacy.example.com/admin/order/change-address');
    expect(Object.fromEntries(src.searchParams)).toEqual({ shipmentId: String(order.shipmentId), orderId, awbNo: order.awbNo });
  });

  it('greys the writes out for an L1 user; Order Details stays open to them', async () => {
    asOffice();
    const { user } = await openPage();
    const row = bodyRows()[0]!;
    const orderId = within(row).getAllByRole('cell')[0]!.textContent!;
    expect(within(row).getByRole('button', { name: `Retry ${orderId}` })).toBeDisabled();
    expect(within(row).getByRole('button', { name: `Delete ${orderId}` })).toBeDisabled();
    expect(within(row).getByRole('button', { name: `Change address of ${orderId}` })).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: `Order Details of ${orderId}` }));
    const drawer = await screen.findByRole('dialog', { name: 'Order Details' });
    const items = await within(drawer).findByRole('table');
    for (const pencil of within(items).getAllByRole('button', { name: /^Edit HS code of / })) expect(pencil).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: 'Update stock' })).toBeDisabled();
  });

  it('opens the view its address names (filter, page, sort), and falls back from a bad one with a notice, never a 400', async () => {
    const calls = watchCalls(ORDER_PATHS.list);
    const orderIds = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    try {
      const second = await getFailedOrders(
        { index: 2, pageSize: 10 },
        { remarks: 'INVENTORY_NOT_AVAILABLE' },
        { sort: { field: 'orderId', desc: false } },
      );
      expect(second.records).toHaveLength(10);
      const { unmount } = await renderPage(OrderFailurePage, `${PATH}?inventory=1&page=2&sort=orderId`);
      await waitFor(() => expect(orderIds()).toEqual(second.records.map((o) => o.orderId)), SLOW);
      expect(calls.last()).toMatchObject({ index: 2, pageSize: 10, remarks: 'INVENTORY_NOT_AVAILABLE', sort: 'orderId' });
      expect(screen.getByRole('checkbox', { name: 'Inventory failure' })).toBeChecked();
      await expectSorted('Order Id', 'ascending', table);
      unmount();

      const bad = await renderPage(OrderFailurePage, `${PATH}?orderDate=13/45/2026&sort=amount&page=abc&orderId=${'x'.repeat(60)}`);
      await expectFallbackNotice();
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
      await waitFor(() => expect(bodyRows()).toHaveLength(10), SLOW);
      expect(calls.last()).toMatchObject({ index: 1, orderId: '', orderDate: '', remarks: '' });
      expect(calls.last().sort).toBeUndefined();
      expect(calls.calls.some((call) => call.sort === 'amount' || call.orderDate === '13/45/2026')).toBe(false);
      expect(screen.getByRole('textbox', { name: 'Order Id' })).toHaveValue('');
    } finally {
      calls.stop();
    }
  });
});
