import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { RRP_ACTION } from '../../../src/domain/pricing/rrp-fields.ts';
import type { RrpGroup } from '../../../src/domain/pricing/rrp-tree.ts';
import { getRrpRule } from '../../../src/features/pricing/api/get-rrp-rule.ts';
import { saveRrpRule } from '../../../src/features/pricing/api/save-rrp-rule.ts';
import { RrpPriceCriteriaPage } from '../../../src/features/pricing/rrp-price-criteria-page.tsx';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

const PATH = '/apps/rrp-price-criteria';
let asOperator: () => void;
let asOffice: () => void;
let asAdmin: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
  asAdmin = await signedInAs('admin');
});

async function openPage(language = 'en') {
  await renderPage(RrpPriceCriteriaPage, PATH, { language });
  return userEvent.setup();
}

const editor = () => screen.getByRole('group', { name: 'RRP rule' });

/** Picks a catalogue value by typing part of it into the value box of a condition. */
async function pickValue(user: UserEvent, box: HTMLElement, typed: string, option: string) {
  await user.click(box);
  await user.type(box, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('RRP Price Criteria', () => {
  it('shows the title and caption; an L1 user sees the rule but cannot add it', async () => {
    asOffice();
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'RRP Price Criteria' })).toBeInTheDocument();
    expect(screen.getByText('RRP Price from ERP will be included based on following rules.')).toBeInTheDocument();
    const add = await screen.findByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('You may view this rule but not change it.');
  });

  it('builds a rule from catalogue values only, previews it live, adds it, asks before deleting, and updates it', async () => {
    asOperator();
    const user = await openPage();
    const add = await screen.findByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Add a condition to the rule first.');
    expect(screen.getByText('Complete the rule to see the products it selects.')).toBeInTheDocument();

    // A brand condition: the list offers only what the catalogue holds.
    await user.click(within(editor()).getByRole('button', { name: '+ Rule' }));
    expect(add).toBeEnabled();
    const brand = within(editor()).getByRole('combobox', { name: 'Brand' });
    await user.type(brand, 'zzqq');
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    await user.clear(brand);
    await pickValue(user, brand, 'nik', 'Nike');
    expect(brand).toHaveValue('Nike');

    // The percentage, in a second condition.
    await user.click(within(editor()).getByRole('button', { name: '+ Rule' }));
    const fields = within(editor()).getAllByRole('combobox', { name: 'Field' });
    await user.selectOptions(fields[1]!, 'Price Increase % to RRP');
    await user.type(within(editor()).getByRole('spinbutton', { name: 'Value' }), '10');

    const preview = screen.getByRole('region', { name: 'Products this rule selects now' });
    expect(await within(preview).findByRole('status')).toHaveTextContent(/^\d+ products? match/);
    const table = within(preview).getByRole('table', { name: 'First products the rule selects' });
    // Once the percentage reaches the preview, each row shows the RRP it gives.
    await waitFor(() => {
      const firstRow = within(table).getAllByRole('row')[1]!;
      const cells = within(firstRow)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? '');
      expect(cells[2]).toBe('Nike');
      const price = Number(cells[5]!.replace(/,/g, ''));
      expect(Number(cells[6]!.replace(/,/g, ''))).toBeCloseTo(Math.round(price * 110) / 100, 2);
    });

    await user.click(add);
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Added Successfully!', durationMs: 4000 }));
    const update = await screen.findByRole('button', { name: 'Update' });
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText(/^Added by Priya Nair on \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(history).getByText("After: Brand is 'Nike', and Price Increase % to RRP is 10")).toBeInTheDocument();

    // Deleting a condition asks first; Cancel keeps it.
    const removes = () => within(editor()).getAllByRole('button', { name: 'Remove condition' });
    await user.click(removes()[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Remove condition' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removes()).toHaveLength(2);
    await user.click(removes()[0]!);
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove condition' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removes()).toHaveLength(1));

    await user.click(update);
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Updated Successfully!' }));
    expect(await within(history).findByText(/^Updated by Priya Nair on /)).toBeInTheDocument();
    expect(within(history).getByText("Before: Brand is 'Nike', and Price Increase % to RRP is 10")).toBeInTheDocument();
  });

  it('names a half-made condition instead of sending it', async () => {
    asOperator();
    const user = await openPage();
    const update = await screen.findByRole('button', { name: 'Update' });
    await user.click(within(editor()).getByRole('button', { name: '+ Group' }));
    await user.click(update);
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'error', message: 'Brand: Choose a value' }));
  });

  it('asks before leaving the page with an unsaved change of the rule', async () => {
    asOperator();
    const { router } = await renderPage(RrpPriceCriteriaPage, PATH);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /^(Add|Update)$/ });
    await user.click(within(editor()).getByRole('button', { name: '+ Group' }));
    void router.navigate('/apps/dashboard');
    const ask = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('reads right to left in Arabic', async () => {
    asOperator();
    await openPage('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'معايير سعر التجزئة الموصى به' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'تحديث' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });

  it('offers Undo after an update; a save after someone else’s shows their rule beside mine, and Overwrite saves mine', async () => {
    asOperator();
    const user = await openPage();
    const update = await screen.findByRole('button', { name: 'Update' });
    const value = () => within(editor()).getByRole('spinbutton', { name: 'Value' });
    expect(value()).toHaveValue(10);
    await user.clear(value());
    await user.type(value(), '12');
    await user.click(update);
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        severity: 'success',
        message: 'Updated Successfully!',
        durationMs: 10_000,
        action: { label: 'Undo' },
      }),
    );
    act(() => currentToast()!.action!.onClick());
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Change undone' }));
    await waitFor(() => expect(value()).toHaveValue(10));
    expect(JSON.stringify(JSON.parse((await getRrpRule(RRP_ACTION))!.jsonTree))).toContain('"value":10');

    // Someone else saves the rule while it is open here.
    asAdmin();
    const stored = (await getRrpRule(RRP_ACTION))!;
    const theirs: RrpGroup = { combinator: 'and', rules: [{ field: 'price_increase_percentage_to_rrp', operator: '=', value: 15 }] };
    await saveRrpRule(RRP_ACTION, theirs, stored.revision);
    asOperator();
    await user.clear(value());
    await user.type(value(), '20');
    await user.click(update);
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ severity: 'error', message: expect.stringMatching(/^Aisha Rahman changed this record at /) }),
    );
    expect(await screen.findByText('Someone else saved this record')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Price Increase % to RRP is 15' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Price Increase % to RRP is 20' })).toBeInTheDocument();
    expect(value()).toHaveValue(20);
    await user.click(screen.getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Updated Successfully!' }));
    await waitFor(() => expect(screen.queryByText('Someone else saved this record')).not.toBeInTheDocument());
    expect(JSON.stringify(JSON.parse((await getRrpRule(RRP_ACTION))!.jsonTree))).toContain('"value":20');
  });
});
