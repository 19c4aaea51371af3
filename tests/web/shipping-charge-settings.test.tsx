import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHIPMENT_PATHS } from '../../src/domain/shipment/paths.ts';
import { ShippingChargeSettingsPage } from '../../src/features/shipping/shipping-charge-settings-page.tsx';
import { api } from '../../src/lib/api-client.ts';
import { currentToast, renderPage, signedInAs } from './render-page.tsx';

const PATH = '/apps/shipping-charge-settings';
let asOperator: () => void;
let asOffice: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
});
beforeEach(() => asOperator());

const table = (tier: string) => screen.getByRole('table', { name: `${tier} shipping charges` });
const bodyRows = (tier: string) => within(table(tier)).getAllByRole('row').slice(1);

async function openPage() {
  const view = await renderPage(ShippingChargeSettingsPage, PATH);
  await waitFor(() => expect(bodyRows('Yellow').length).toBeGreaterThan(1));
  return { ...view, user: userEvent.setup() };
}

describe('Shipping Charge Settings', () => {
  it('has the five tier tabs, each a table of the spec’s columns showing what is in force and what waits', async () => {
    const { user } = await openPage();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Yellow', 'Black', 'Explorer', 'Hunter', 'Champion']);
    const headers = within(table('Yellow'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
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
});
