import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryMethod, InventoryCountry } from '../../../src/domain/shipment/delivery-methods.ts';
import { SHIPMENT_PATHS } from '../../../src/domain/shipment/paths.ts';
import { DeliveryTimelinePage } from '../../../src/features/delivery/delivery-timeline-page.tsx';
import { request } from '../../../src/lib/api-client.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';

const PATH = '/apps/delivery-timeline';
let asOperator: () => void;
let asOffice: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
});

const card = (name: string) => screen.getByRole('region', { name });

async function openPage() {
  const view = await renderPage(DeliveryTimelinePage, PATH);
  await screen.findByRole('region', { name: 'KSA · Standard Delivery · Home Delivery' });
  return { ...view, user: userEvent.setup() };
}

/** A method of its own for one test (KSA, Pickup Point), with one timeline for the whole country, created through the API. */
async function ksaMethod(deliveryTypeCode: 'STANDARD' | 'SAME_DAY'): Promise<DeliveryMethod> {
  const countries = await request<{ records: InventoryCountry[] }>({ method: 'GET', url: SHIPMENT_PATHS.inventoryCountries });
  const ksa = countries.records.find((c) => c.countryCode === 'KSA')!.countryId;
  const method = await request<DeliveryMethod>({
    method: 'POST',
    url: SHIPMENT_PATHS.deliveryMethods,
    data: { inventoryCountryId: ksa, deliveryTypeCode, deliveryLabelCode: 'PICKUP_POINT' },
  });
  await request({
    method: 'POST',
    url: SHIPMENT_PATHS.deliveryTimelines,
    data: {
      deliveryMethodId: method.id,
      shippingCountryId: ksa,
      timezone: 'Asia/Riyadh',
      cutOffTimeFrom: '00:00:00',
      cutOffTimeTo: '13:00:00',
      workingDays: 'Sun,Mon',
      max_edd: 2,
    },
  });
  return method;
}

async function choose(user: UserEvent, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Delivery Timeline', () => {
  it('shows each method as a card with its timelines in the spec’s columns; filters to none shows No records found', async () => {
    asOperator();
    const { user } = await openPage();
    const riyadh = card('KSA · Standard Delivery · Home Delivery');
    const table = within(riyadh).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Shipping Country', 'State', 'Area', 'Cut-off Time', 'Min EDD', 'EDD', 'Timezone', 'Actions']);
    await waitFor(() => expect(within(table).getByRole('row', { name: /Riyadh.*00:00:00 – 14:00:00.*Asia\/Riyadh/ })).toBeInTheDocument());
    const filters = screen.getByRole('search');
    await choose(user, within(filters).getByRole('combobox', { name: 'Delivery Label' }), 'Pickup Point');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });

  it('names the delivery types and labels in Turkish, and says the timeline form’s rules in Turkish', async () => {
    asOperator();
    const view = await renderPage(DeliveryTimelinePage, PATH, { language: 'tr' });
    const user = userEvent.setup();
    const ksa = await screen.findByRole('region', { name: 'KSA · Standart Teslimat · Adrese Teslim' });
    const filters = screen.getByRole('search');
    await user.click(within(filters).getByRole('combobox', { name: 'Teslimat Etiketi' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Tümü',
      'Adrese Teslim',
      'Tıkla ve Gel Al',
      'Teslim Alma Noktası',
    ]);
    await user.keyboard('{Escape}');
    await user.click(within(ksa).getByRole('button', { name: 'Zaman Çizelgesi Ekle' }));
    const form = await screen.findByRole('dialog', { name: 'Zaman Çizelgesi Ekle' });
    await user.type(within(form).getByRole('textbox', { name: 'Kesim Başlangıcı' }), '9:00');
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Kesim Başlangıcı' })).toHaveAccessibleDescription(
        'SS:DD:ss biçiminde bir saat olmalı',
      ),
    );
    expect(within(form).getByText('En az bir çalışma günü seçin')).toBeInTheDocument();
    view.unmount();
  });

  it('keeps Save disabled until the three fields are chosen, adds the method, and refuses a timeline without its required fields', async () => {
    asOperator();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add Delivery Method' }));
    const panel = await screen.findByRole('dialog', { name: 'Add Delivery Method' });
    const save = within(panel).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await choose(user, within(panel).getByRole('combobox', { name: 'Inventory Country' }), 'United Arab Emirates');
    await choose(user, within(panel).getByRole('combobox', { name: 'Delivery Type' }), 'Express Delivery');
    expect(save).toBeDisabled();
    await choose(user, within(panel).getByRole('combobox', { name: 'Delivery Label' }), 'Pickup Point');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Delivery Method added successfully' }));
    const added = await screen.findByRole('region', { name: 'UAE · Express Delivery · Pickup Point' });
    expect(await within(added).findByText('No timeline records found')).toBeInTheDocument();

    await user.click(within(added).getByRole('button', { name: 'Add Timeline' }));
    const form = await screen.findByRole('dialog', { name: 'Add Timeline' });
    expect(within(form).getByRole('textbox', { name: 'Cut-off From' })).toHaveAttribute('placeholder', '00:00:00');
    expect(within(form).getByRole('textbox', { name: 'Cut-off To' })).toHaveAttribute('placeholder', '23:59:59');
    expect(
      within(form)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // The cascade: another country clears the chosen state.
    await choose(user, within(form).getByRole('combobox', { name: 'Shipping Country' }), 'United Arab Emirates');
    await choose(user, within(form).getByRole('combobox', { name: 'State' }), 'Dubai');
    await choose(user, within(form).getByRole('combobox', { name: 'Shipping Country' }), 'Saudi Arabia');
    expect(within(form).getByRole('combobox', { name: 'State' })).toHaveTextContent('All states');
    await user.type(within(form).getByRole('textbox', { name: 'Cut-off From' }), '9:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        severity: 'error',
        message: 'Check these fields: Timezone, Cut-off From, Cut-off To, Working Days, Est Day of Delivery',
      }),
    );
    expect(within(form).getByRole('textbox', { name: 'Cut-off From' })).toHaveAccessibleDescription('Must be a time HH:MM:SS');
    expect(within(form).getByText('Choose at least one working day')).toBeInTheDocument();
  });

  it('greys every write for the office user (L1)', async () => {
    asOffice();
    await openPage();
    expect(screen.getByRole('button', { name: 'Add Delivery Method' })).toBeDisabled();
    const ksa = card('KSA · Standard Delivery · Home Delivery');
    expect(within(ksa).getByRole('switch', { name: 'Status of KSA · Standard Delivery · Home Delivery' })).toBeDisabled();
    expect(within(ksa).getByRole('button', { name: 'Add Timeline' })).toBeDisabled();
    expect(within(ksa).getByRole('button', { name: 'Delete KSA · Standard Delivery · Home Delivery' })).toBeDisabled();
  });

  it('switches a method off after the question, with Undo in the toast switching it on again', async () => {
    asOperator();
    await ksaMethod('STANDARD');
    const { user } = await openPage();
    const name = 'KSA · Standard Delivery · Pickup Point';
    const status = await within(await screen.findByRole('region', { name })).findByRole('switch', { name: `Status of ${name}` });
    expect(status).toBeChecked();
    await user.click(status);
    const question = await screen.findByRole('dialog', { name: 'Deactivate delivery method' });
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        severity: 'success',
        message: 'Delivery Method updated successfully',
        durationMs: 10_000,
        action: { label: 'Undo' },
      }),
    );
    await waitFor(() => expect(within(card(name)).getByRole('switch', { name: `Status of ${name}` })).not.toBeChecked());
    currentToast()!.action!.onClick();
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Change undone' }));
    await waitFor(() => expect(within(card(name)).getByRole('switch', { name: `Status of ${name}` })).toBeChecked());
  });

  it('deletes a method with its timelines after the question; the toast’s Undo brings both back', async () => {
    asOperator();
    await ksaMethod('SAME_DAY');
    const { user } = await openPage();
    const name = 'KSA · Same Day Delivery · Pickup Point';
    const before = await screen.findByRole('region', { name });
    await waitFor(() => expect(within(before).getByRole('row', { name: /00:00:00 – 13:00:00/ })).toBeInTheDocument());
    await user.click(within(before).getByRole('button', { name: `Delete ${name}` }));
    const question = await screen.findByRole('dialog', { name: 'Delete delivery method' });
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        severity: 'success',
        message: 'Delivery Method deleted successfully',
        durationMs: 10_000,
        action: { label: 'Undo' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name })).not.toBeInTheDocument());
    currentToast()!.action!.onClick();
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Change undone' }));
    const back = await screen.findByRole('region', { name });
    await waitFor(() => expect(within(back).getByRole('row', { name: /00:00:00 – 13:00:00/ })).toBeInTheDocument());
  });

  it('opens the view its address names, and falls back from a bad address with a notice instead of a refusal', async () => {
    asOperator();
    const name = 'KSA · Standard Delivery · Home Delivery';
    const methods = await request<{ records: DeliveryMethod[] }>({ method: 'GET', url: SHIPMENT_PATHS.deliveryMethods });
    const ksa = methods.records.find(
      (m) => m.inventoryCountryCode === 'KSA' && m.deliveryTypeCode === 'STANDARD' && m.deliveryLabelCode === 'HOME_DELIVERY',
    )!;
    const methodCalls = watchCalls(SHIPMENT_PATHS.deliveryMethods);
    const timelineCalls = watchCalls(SHIPMENT_PATHS.deliveryTimelines);
    try {
      // The filter of the cards, and one card's own order of its timelines, under its method's id.
      const view = await renderPage(DeliveryTimelinePage, `${PATH}?deliveryTypeCode=STANDARD&m${ksa.id}.sort=-edd`);
      await screen.findByRole('region', { name });
      expect(methodCalls.last()).toMatchObject({ deliveryTypeCode: 'STANDARD' });
      await waitFor(() => expect(timelineCalls.calls).toContainEqual(expect.objectContaining({ deliveryMethodId: ksa.id, sort: '-edd' })));
      await expectSorted('EDD', 'descending', () => within(card(name)).getByRole('table'));
      // The other cards keep their own order.
      expect(timelineCalls.calls.filter((c) => c.deliveryMethodId !== ksa.id).every((c) => c.sort === undefined)).toBe(true);
      view.unmount();

      methodCalls.calls.length = 0;
      timelineCalls.calls.length = 0;
      const bad = await renderPage(DeliveryTimelinePage, `${PATH}?deliveryTypeCode=NOPE&m${ksa.id}.sort=workingDays`);
      await screen.findByRole('region', { name });
      await expectFallbackNotice();
      expect(methodCalls.calls.every((c) => c.deliveryTypeCode === undefined)).toBe(true);
      expect(timelineCalls.calls.every((c) => c.sort === undefined)).toBe(true);
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
    } finally {
      methodCalls.stop();
      timelineCalls.stop();
    }
  });
});
