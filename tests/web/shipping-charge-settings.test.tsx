import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountryLookup } from '../../src/domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../src/domain/reference/paths.ts';
import { SHIPMENT_PATHS } from '../../src/domain/shipment/paths.ts';
import type { ShippingCharge } from '../../src/domain/shipment/shipping-charges.ts';
import { ShippingChargeSettingsPage } from '../../src/features/shipping/shipping-charge-settings-page.tsx';
import { api, request } from '../../src/lib/api-client.ts';
import { readBack } from './components/render-kit.tsx';
import { caughtExports as files } from './export-catcher.ts';
import { currentToast, renderPage, signedInAs } from './render-page.tsx';
import { expectFallbackNotice, expectSorted, watchCalls } from './list-address.ts';

// The export's download is caught (export-catcher.ts); every call still goes to the real server.
vi.mock('../../src/lib/excel.ts', async (original) => (await import('./export-catcher.ts')).catchingExcel(original));

const PATH = '/apps/shipping-charge-settings';
let asOperator: () => void;
let asOffice: () => void;
let asAdmin: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
  asAdmin = await signedInAs('admin');
});
beforeEach(() => asOperator());

const table = (tier: string) => screen.getByRole('table', { name: `${tier} shipping charges` });
const bodyRows = (tier: string) => within(table(tier)).getAllByRole('row').slice(1);

async function openPage() {
  const view = await renderPage(ShippingChargeSettingsPage, PATH);
  await waitFor(() => expect(bodyRows('Yellow').length).toBeGreaterThan(1));
  return { ...view, user: userEvent.setup() };
}

const amounts = { transactionShippingCharge: 20, transactionFreeShippingLimit: 200, globalShippingCharge: 70, expressShippingFee: 30 };
const ksaRows = (tier: string, type: string) =>
  bodyRows(tier).filter((r) => r.textContent?.includes('KSA') && r.textContent.includes(type));

/** The stored charge of a tier, KSA and a delivery type in force now, with the setting's revision. */
async function ksaCharge(tier: string, deliveryType: string): Promise<ShippingCharge> {
  const countries = await request<{ records: CountryLookup[] }>({ method: 'GET', url: REFERENCE_PATHS.countryLookup });
  const countryId = countries.records.find((c) => c.countryCode === 'KSA')!.Id;
  return request({ method: 'GET', url: SHIPMENT_PATHS.shippingChargeInForce, params: { tier, countryId, deliveryType } });
}

describe('Shipping Charge Settings', () => {
  it('has the five tier tabs, each a table of the spec’s columns showing what is in force and what waits', async () => {
    const { user } = await openPage();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Yellow', 'Black', 'Explorer', 'Hunter', 'Champion']);
    const headers = within(table('Yellow'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // Words, not the spec's field names: the export keeps those (below).
    expect(headers).toEqual([
      'Delivery Type',
      'Country Code',
      'Currency',
      'Shipping Charge',
      'Free Shipping Limit',
      'Global Shipping Charge',
      'Express Shipping Fee',
      'Created On',
      'Created By',
      'Status',
      'In force',
      'Edit',
    ]);
    const uae = bodyRows('Yellow').filter((row) => row.textContent?.includes('UAE'));
    expect(within(uae[0]!).getByRole('img', { name: 'In force' })).toBeInTheDocument();
    // The seeded change waits for 18:00 Dubai time, two days after the seed.
    expect(within(uae[1]!).getByRole('img', { name: /^Waiting until \d\d\/\d\d\/\d{4} 06:00 PM$/ })).toBeInTheDocument();
    expect(uae[0]!.textContent).toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M/);

    await user.click(screen.getByRole('tab', { name: 'Champion' }));
    await waitFor(() => expect(bodyRows('Champion').some((row) => row.textContent?.includes('Express Delivery'))).toBe(true));
    expect(screen.getByRole('tab', { name: 'Champion' })).toHaveAttribute('aria-selected', 'true');
  });

  it('heads the grid in Arabic in Arabic mode, names the tiers and delivery types in Arabic, and exports under the spec’s names', async () => {
    const view = await renderPage(ShippingChargeSettingsPage, PATH, { language: 'ar' });
    const user = userEvent.setup();
    const arabic = () => screen.getByRole('table', { name: 'رسوم شحن الأصفر' });
    await waitFor(() => expect(within(arabic()).getAllByRole('row').length).toBeGreaterThan(2));
    const headers = within(arabic())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 3)).toEqual(['نوع التوصيل', 'رمز الدولة', 'العملة']);
    expect(headers).toContain('حد الشحن المجاني');
    expect(headers).toContain('أنشأه');
    expect(within(arabic()).getAllByRole('row')[1]).toHaveTextContent('التوصيل العادي');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['الأصفر', 'الأسود', 'المستكشف', 'الصياد', 'البطل']);

    files.length = 0;
    await user.click(screen.getByRole('button', { name: /Excel/ }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 15_000 });
    const header = readBack(files[0]!.bytes).rows[0] as string[];
    expect(header).toEqual([
      'deliveryType',
      'countryCode',
      'currencyCode',
      'Shipping Charge',
      'transactionFreeShippingLimit',
      'globalShippingCharge',
      'expressShippingFee',
      'createdDateUTC',
      'createdName',
      'status',
      'In force',
    ]);
    view.unmount();
  });

  it('asks for a schedule option, then names every missing field; Scheduled shows the date-time picker', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Shipping Charge' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ severity: 'error', message: 'Please choose a schedule option', durationMs: 4000 }),
    );
    expect(within(dialog).getByText('Please select an option.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Scheduled' }));
    expect(within(dialog).getByRole('group', { name: 'Schedule Date' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Now' }));
    expect(within(dialog).queryByRole('group', { name: 'Schedule Date' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Shipping Charge' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        severity: 'error',
        message: 'Currency, Delivery Type, Free Shipping Limit, Global Shipping Charge, Express Shipping Fee, Country is required',
      }),
    );
  });

  it('offers the delivery types the server answers, not a list of its own', async () => {
    // The server's reply, with its last type left out on the way: the popup must offer exactly what arrived.
    const asked: string[] = [];
    const trim = api.interceptors.response.use((response) => {
      if (!response.config.url?.endsWith(SHIPMENT_PATHS.deliveryTypes)) return response;
      asked.push(response.config.url);
      const body = response.data as { data: unknown[] };
      return { ...response, data: { ...body, data: body.data.slice(0, -1) } };
    });
    try {
      const { user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Add New' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Shipping Charge' });
      await user.click(within(dialog).getByRole('combobox', { name: /^Delivery Type/ }));
      const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
      expect(options).toEqual(['Standard Delivery', 'Express Delivery']);
      expect(asked.length).toBeGreaterThan(0);
    } finally {
      api.interceptors.response.eject(trim);
    }
  });

  it('edits only the amounts and the status, as a change in force now', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Hunter' }));
    await waitFor(() => expect(bodyRows('Hunter').some((row) => row.textContent?.includes('KSA'))).toBe(true));
    const row = bodyRows('Hunter').find((r) => r.textContent?.includes('KSA') && r.textContent.includes('Standard'))!;
    await user.click(within(row).getByRole('button', { name: 'Edit KSA Standard Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shipping Charge' });
    for (const name of [/^Tier/, /^Delivery Type/, /^Country/, /^Currency/]) {
      expect(within(dialog).getByRole('combobox', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(within(dialog).getByRole('combobox', { name: /^Status/ })).not.toHaveAttribute('aria-disabled');
    const express = within(dialog).getByRole('spinbutton', { name: 'Express Shipping Fee' });
    expect(express).toBeEnabled();
    await user.clear(express);
    await user.type(express, '17');
    await user.click(within(dialog).getByRole('radio', { name: 'Now' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update & Save' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: ' Saved Successfully !', durationMs: 4000 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(bodyRows('Hunter').find((r) => r.textContent?.includes('KSA') && r.textContent.includes('Standard'))).toHaveTextContent('17'),
    );
  });

  it('greys out Add New and Edit for a user holding only L1', async () => {
    asOffice();
    await openPage();
    expect(screen.getByRole('button', { name: 'Add New' })).toBeDisabled();
    expect(within(bodyRows('Yellow')[0]!).getByRole('button', { name: /^Edit / })).toBeDisabled();
  });

  it('withdraws a waiting change after the question: it leaves the grid and the charge in force stays', async () => {
    const countries = await request<{ records: CountryLookup[] }>({ method: 'GET', url: REFERENCE_PATHS.countryLookup });
    const ksa = countries.records.find((c) => c.countryCode === 'KSA')!.Id;
    const added = await request<ShippingCharge>({
      method: 'POST',
      url: SHIPMENT_PATHS.shippingCharges,
      data: {
        updateChanges: 'NOW',
        tier: 'Champion',
        deliveryType: 'SAME_DAY',
        countryId: ksa,
        currencyCode: 'SAR',
        status: true,
        ...amounts,
      },
    });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await request({
      method: 'PUT',
      url: `${SHIPMENT_PATHS.shippingCharges}/${added.id}`,
      data: {
        updateChanges: 'SCHEDULED',
        scheduleDate: tomorrow,
        ...amounts,
        transactionShippingCharge: 8,
        status: true,
        revision: added.revision,
      },
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Champion' }));
    await waitFor(() => expect(ksaRows('Champion', 'Same Day')).toHaveLength(2));
    const [inForce, waiting] = ksaRows('Champion', 'Same Day');
    expect(within(inForce!).queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();
    await user.click(within(waiting!).getByRole('button', { name: 'Withdraw the waiting change of KSA Same Day Delivery' }));
    const question = await screen.findByRole('dialog', { name: 'Withdraw scheduled change?' });
    expect(question).toHaveTextContent(
      /^Withdraw scheduled change\?The change of KSA Same Day Delivery waiting until \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M will not take effect/,
    );
    await user.click(within(question).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Scheduled change withdrawn' }));
    await waitFor(() => expect(ksaRows('Champion', 'Same Day')).toHaveLength(1));
    expect(ksaRows('Champion', 'Same Day')[0]).toHaveTextContent('20');
  });

  it('shows the other person’s values beside the user’s when they saved since the grid was read, with Reload; History names them', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Black' }));
    await waitFor(() => expect(ksaRows('Black', 'Standard')).toHaveLength(1));
    await user.click(within(ksaRows('Black', 'Standard')[0]!).getByRole('button', { name: 'Edit KSA Standard Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shipping Charge' });
    // The administrator changes the express fee meanwhile, from their own read.
    asAdmin();
    const read = await ksaCharge('Black', 'STANDARD');
    await request({
      method: 'PUT',
      url: `${SHIPMENT_PATHS.shippingCharges}/${read.id}`,
      data: { updateChanges: 'NOW', ...amounts, expressShippingFee: 41, status: true, revision: read.revision },
    });
    asOperator();
    const express = within(dialog).getByRole('spinbutton', { name: 'Express Shipping Fee' });
    await user.clear(express);
    await user.type(express, '17');
    await user.click(within(dialog).getByRole('radio', { name: 'Now' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update & Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Aisha Rahman');
    const row = within(alert).getByRole('row', { name: /Express Shipping Fee/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['41', '17']);
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(express).toHaveValue(41);

    await user.click(within(dialog).getByRole('button', { name: 'History of Black · KSA · Standard Delivery' }));
    const history = await screen.findByRole('dialog', { name: 'History: Black · KSA · Standard Delivery' });
    const entries = await within(history).findAllByRole('listitem');
    expect(within(entries[0]!).getByRole('heading')).toHaveTextContent('Changed by Aisha Rahman');
  });

  it('opens the view its address names, and falls back from a bad address with a notice instead of a refusal', async () => {
    const calls = watchCalls(SHIPMENT_PATHS.shippingChargeList);
    try {
      // The tab is the view's too: a link opens Hunter, sorted.
      const view = await renderPage(ShippingChargeSettingsPage, `${PATH}?tier=Hunter&size=50&sort=-transactionShippingCharge`);
      await waitFor(() =>
        expect(calls.last()).toMatchObject({ tier: 'Hunter', index: 1, pageSize: 50, sort: '-transactionShippingCharge' }),
      );
      expect(screen.getByRole('tab', { name: 'Hunter' })).toHaveAttribute('aria-selected', 'true');
      await expectSorted('Shipping Charge', 'descending', () => table('Hunter'));
      view.unmount();

      calls.calls.length = 0;
      const bad = await renderPage(ShippingChargeSettingsPage, `${PATH}?tier=Purple&sort=inForce&page=abc`);
      await expectFallbackNotice();
      await waitFor(() => expect(bodyRows('Yellow').length).toBeGreaterThan(1));
      expect(calls.calls.every((c) => c.tier === 'Yellow' && c.sort === undefined && c.index === 1)).toBe(true);
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
    } finally {
      calls.stop();
    }
  });
});
