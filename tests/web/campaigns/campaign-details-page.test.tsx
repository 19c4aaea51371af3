import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Campaign, CampaignProduct } from '../../../src/domain/campaigns/contracts.ts';
import type { Page } from '../../../src/domain/paging.ts';
import { getCampaignProducts } from '../../../src/features/campaigns/api/get-campaign-products.ts';
import { getCampaigns } from '../../../src/features/campaigns/api/get-campaigns.ts';
import { saveCampaign } from '../../../src/features/campaigns/api/save-campaign.ts';
import { CampaignDetailsPage } from '../../../src/features/campaigns/campaign-details-page.tsx';
import { ProductListingDrawer } from '../../../src/features/campaigns/components/product-listing-drawer.tsx';
import { formatPrice } from '../../../src/features/campaigns/format.ts';
import { formatDateTime } from '../../../src/lib/date-time.ts';
import { usePageAccess } from '../../../src/lib/page-access.ts';
import { readBack } from '../components/render-kit.tsx';
import { caughtExports as files } from '../export-catcher.ts';
import { renderApp } from '../helpers.tsx';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';
import { CAMPAIGN_PATHS } from '../../../src/domain/campaigns/contracts.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';

// The export's download is caught (export-catcher.ts); every call still goes to the real server.
vi.mock('../../../src/lib/excel.ts', async (original) => (await import('../export-catcher.ts')).catchingExcel(original));

const PATH = '/apps/campaign-details';
const DUBAI = 'Asia/Dubai';
let restoreAdmin: () => void;
const run = Date.now() % 1_000_000;

beforeAll(async () => {
  restoreAdmin = await signedInAs('admin');
});
beforeEach(() => {
  restoreAdmin();
  files.length = 0;
});
afterEach(() => usePageAccess.getState().clear());

const table = () => screen.getByRole('table', { name: 'Campaigns' });
const bodyRows = (of: HTMLElement) => within(of).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function openPage() {
  const view = await renderPage(CampaignDetailsPage, PATH);
  const user = userEvent.setup();
  await waitFor(() => expect(within(table()).getByRole('cell', { name: 'RAMADAN-2026' })).toBeInTheDocument());
  return { ...view, user };
}

async function ramadan(): Promise<Campaign> {
  const { records } = await getCampaigns({ index: 1, pageSize: 100 }, 'RAMADAN-2026');
  return records.find((c) => c.campaignCode === 'RAMADAN-2026')!;
}

describe('Campaign Details', () => {
  it('lists campaign code and details, newest first, and searches them with Enter and Clear', async () => {
    const { user } = await openPage();
    expect(screen.getByRole('heading', { name: 'Campaign Details', level: 1 })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Campaign Code', 'Details', 'Products', 'Edit', 'Delete']);
    const ramadanRow = within(table()).getByRole('cell', { name: 'RAMADAN-2026' }).closest('tr')!;
    expect(ramadanRow).toHaveTextContent('Ramadan Kareem 2026');
    expect(within(ramadanRow).getByRole('button', { name: 'Product listing of RAMADAN-2026' })).toBeEnabled();

    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.type(search, 'saudi{Enter}');
    await waitFor(() => expect(bodyRows(table()).map((r) => cellTexts(r)[0])).toEqual(['SAUDI-FOUNDING-DAY', 'SAUDI-NATIONAL-DAY-95']));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(search).toHaveValue('');
    await waitFor(() => expect(bodyRows(table()).length).toBeGreaterThan(2));
  });

  it('normalises the code as it is typed, saves it, and refuses the same code again with the spec message', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add new campaign' });
    const save = within(drawer).getByRole('button', { name: 'Save' });
    const code = within(drawer).getByRole('textbox', { name: 'Campaign Code' });
    expect(save).toBeDisabled();

    // Only stripped characters: still empty, still no Save.
    await user.type(code, ' !@#');
    expect(code).toHaveValue('');
    expect(save).toBeDisabled();
    // A disabled Save says why, and nothing was typed that counts yet, so the field shows no error.
    expect(save).toHaveAccessibleDescription('Fill in Campaign Code to save');
    expect(code).toHaveAccessibleDescription(/^Letters, digits, _ and - only/);

    await user.type(code, `summer sale-${run}!`);
    const expected = `SUMMERSALE-${run}`;
    expect(code).toHaveValue(expected);
    expect(save).toBeEnabled();
    await user.type(within(drawer).getByRole('textbox', { name: 'Details' }), 'Summer swimwear offers');
    await user.click(save);

    expect(await screen.findByText('Campaign created successfully')).toBeInTheDocument();
    expect(currentToast()).toMatchObject({ severity: 'success', durationMs: 2000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add new campaign' })).not.toBeInTheDocument());
    await waitFor(() => expect(cellTexts(bodyRows(table())[0]!)).toEqual([expected, 'Summer swimwear offers', '', '', '']));

    // The same code in lower case is the same code.
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const again = await screen.findByRole('dialog', { name: 'Add new campaign' });
    const codeAgain = within(again).getByRole('textbox', { name: 'Campaign Code' });
    await user.type(codeAgain, `summersale-${run}`);
    expect(codeAgain).toHaveValue(expected);
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ message: 'campaign code already exists', severity: 'error', durationMs: 2000 }),
    );
    expect(screen.getByRole('dialog', { name: 'Add new campaign' })).toBeInTheDocument();
    expect(codeAgain).toHaveAccessibleDescription('campaign code already exists');
    expect((await getCampaigns({ index: 1, pageSize: 10 }, expected)).totalRecords).toBe(1);
  });

  it("edits a campaign in the same drawer ('Edit campaign', 'Update & Save') and refuses another campaign's code", async () => {
    const code = `EDIT-UI-${run}`;
    await saveCampaign(null, { campaignCode: code, details: 'first words' });
    const { user } = await openPage();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), `${code}{Enter}`);
    await user.click(await within(table()).findByRole('button', { name: `Edit ${code}` }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit campaign' });
    const codeField = within(drawer).getByRole('textbox', { name: 'Campaign Code' });
    expect(codeField).toHaveValue(code);
    expect(within(drawer).getByRole('textbox', { name: 'Details' })).toHaveValue('first words');
    const save = within(drawer).getByRole('button', { name: 'Update & Save' });

    // Emptied: Save is disabled and says why; the field says it is required.
    await user.clear(codeField);
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Fill in Campaign Code to save');
    expect(codeField).toHaveAccessibleDescription('Campaign code is required');

    await user.type(codeField, 'ramadan-2026');
    await user.click(save);
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ message: 'campaign code already exists', severity: 'error', durationMs: 2000 }),
    );
    expect(codeField).toHaveAccessibleDescription('campaign code already exists');

    await user.clear(codeField);
    await user.type(codeField, `${code}-b`);
    const details = within(drawer).getByRole('textbox', { name: 'Details' });
    await user.clear(details);
    await user.type(details, 'better words');
    await user.click(save);
    // An edit's toast offers Undo for 10 s.
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        message: 'Campaign updated successfully',
        severity: 'success',
        durationMs: 10_000,
        action: { label: 'Undo' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit campaign' })).not.toBeInTheDocument());
    // The list loads again by itself (the search still shows the row under its new code).
    await waitFor(() => expect(cellTexts(bodyRows(table())[0]!).slice(0, 2)).toEqual([`${code}-B`, 'better words']));
  });

  it('refuses an edit someone saved since, shows their values beside mine, and Undo of my Overwrite puts theirs back', async () => {
    const code = `STALE-UI-${run}`;
    const { data: campaign } = await saveCampaign(null, { campaignCode: code, details: 'first words' });
    const { user } = await openPage();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), `${code}{Enter}`);
    await user.click(await within(table()).findByRole('button', { name: `Edit ${code}` }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit campaign' });
    // A colleague saves the campaign meanwhile, from their own read.
    await saveCampaign(campaign.id, { campaignCode: code, details: 'their words' }, campaign.revision);

    const details = within(drawer).getByRole('textbox', { name: 'Details' });
    await user.clear(details);
    await user.type(details, 'my words');
    await user.click(within(drawer).getByRole('button', { name: 'Update & Save' }));
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent(/Aisha Rahman saved it at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(
      within(within(alert).getByRole('row', { name: /Details/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['their words', 'my words']);
    expect(currentToast()).toMatchObject({ severity: 'error', message: expect.stringMatching(/^Aisha Rahman changed this record at/) });
    // Not mistaken for a taken code.
    expect(within(drawer).getByRole('textbox', { name: 'Campaign Code' })).not.toHaveAccessibleDescription('campaign code already exists');
    expect(details).toHaveValue('my words');

    await user.click(within(alert).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ message: 'Campaign updated successfully', action: { label: 'Undo' } }));
    const stored = async () => (await getCampaigns({ index: 1, pageSize: 10 }, code)).records[0]!;
    expect(await stored()).toMatchObject({ details: 'my words', revision: 3 });
    currentToast()!.action!.onClick();
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Change undone' }));
    await waitFor(async () => expect((await stored()).details).toBe('their words'));
  });

  it("deletes a campaign after a 'Warning' that says how many product rows go with it", async () => {
    const code = `DELETE-UI-${run}`;
    await saveCampaign(null, { campaignCode: code });
    const { user } = await openPage();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), `${code}{Enter}`);
    await user.click(await within(table()).findByRole('button', { name: `Delete ${code}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Warning' });
    await waitFor(() => expect(confirm).toHaveTextContent(`Delete campaign ${code}? Product rows deleted with it: 0.`));
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        message: 'Campaign deleted successfully',
        severity: 'success',
        durationMs: 10_000,
        action: { label: 'Undo' },
      }),
    );
    await waitFor(() => expect(within(table()).queryByRole('cell', { name: code })).not.toBeInTheDocument());
    expect((await getCampaigns({ index: 1, pageSize: 10 }, code)).totalRecords).toBe(0);
    // Undo brings it back, and the list shows it again by itself.
    currentToast()!.action!.onClick();
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Change undone' }));
    await waitFor(() => expect(within(table()).getByRole('cell', { name: code })).toBeInTheDocument());
    expect((await getCampaigns({ index: 1, pageSize: 10 }, code)).totalRecords).toBe(1);

    // A seeded campaign's count comes from the server before anything is deleted; No keeps it.
    const campaign = await ramadan();
    const { totalRecords } = await getCampaignProducts(campaign.id, { index: 1, pageSize: 1 });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(await within(table()).findByRole('button', { name: 'Delete RAMADAN-2026' }));
    const again = await screen.findByRole('dialog', { name: 'Warning' });
    await waitFor(() => expect(again).toHaveTextContent(`Product rows deleted with it: ${totalRecords}.`));
    await user.click(within(again).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning' })).not.toBeInTheDocument());
    expect((await ramadan()).id).toBe(campaign.id);
  });

  it('keeps the caret where the user is typing while the code is rewritten', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const code = within(await screen.findByRole('dialog', { name: 'Add new campaign' })).getByRole('textbox', {
      name: 'Campaign Code',
    }) as HTMLInputElement;
    await user.type(code, 'eidsale');
    code.setSelectionRange(3, 3);
    await user.type(code, ' al-', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(code).toHaveValue('EIDAL-SALE');
    expect(code.selectionStart).toBe(6);
  });

  it("opens a campaign's Product Listing, pages it, and exports every row to .xlsx as shown", async () => {
    const campaign = await ramadan();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Product listing of RAMADAN-2026' }));
    const drawer = await screen.findByRole('dialog', { name: 'Product Listing' });
    expect(drawer).toHaveTextContent('RAMADAN-2026');
    const grid = within(drawer).getByRole('table', { name: 'Product Listing of RAMADAN-2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['PID', 'New Price', 'Old Price', 'Country Code', 'Price Changed Date', 'Created Date']);
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(10));

    const first: Page<CampaignProduct> = await getCampaignProducts(campaign.id, { index: 1, pageSize: 10 });
    expect(first.totalRecords).toBeGreaterThan(1000);
    const shown = (p: CampaignProduct) => [
      String(p.pid),
      formatPrice(p.newPrice),
      formatPrice(p.oldPrice),
      p.countryCode,
      formatDateTime(p.priceChangedDate, DUBAI),
      formatDateTime(p.createDate, DUBAI),
    ];
    expect(bodyRows(grid).map(cellTexts)).toEqual(first.records.map(shown));
    expect(cellTexts(bodyRows(grid)[0]!)[1]).toMatch(/^\d+\.\d\d$/);
    expect(cellTexts(bodyRows(grid)[0]!)[4]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(drawer).toHaveTextContent(`1–10 of ${first.totalRecords.toLocaleString('en')}`);

    await user.click(within(drawer).getByRole('button', { name: 'Next page' }));
    const second = await getCampaignProducts(campaign.id, { index: 2, pageSize: 10 });
    await waitFor(() => expect(bodyRows(grid).map(cellTexts)).toEqual(second.records.map(shown)));

    await user.click(within(drawer).getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 15_000 });
    expect(files[0]!.fileName).toBe('Product Listing RAMADAN-2026.xlsx');
    const { name, rows } = readBack(files[0]!.bytes);
    expect(name).toBe('Product Listing');
    expect(rows[0]).toEqual(['PID', 'New Price', 'Old Price', 'Country Code', 'Price Changed Date', 'Created Date']);
    // Every row of both pages of 1000, in the grid's order, with the grid's values.
    expect(rows).toHaveLength(first.totalRecords + 1);
    const all = [
      ...(await getCampaignProducts(campaign.id, { index: 1, pageSize: 1000 })).records,
      ...(await getCampaignProducts(campaign.id, { index: 2, pageSize: 1000 })).records,
    ];
    expect(rows.slice(1)).toEqual(
      all.map((p) => [
        p.pid,
        p.newPrice,
        p.oldPrice,
        p.countryCode,
        formatDateTime(p.priceChangedDate, DUBAI),
        formatDateTime(p.createDate, DUBAI),
      ]),
    );
    expect(
      rows.slice(1, 21).map((r) => [String(r[0]), formatPrice(r[1] as number), formatPrice(r[2] as number), r[3], r[4], r[5]]),
    ).toEqual([...first.records, ...second.records].map(shown));

    await user.click(within(drawer).getByRole('button', { name: 'Close the product listing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Product Listing' })).not.toBeInTheDocument());
  });

  it('shows the error message for 2 s when the products cannot be loaded', async () => {
    const gone: Campaign = {
      id: 2_000_000_000,
      campaignCode: 'GONE',
      details: '',
      createdName: '',
      createdDateUTC: new Date().toISOString(),
      revision: 1,
    };
    await renderPage(() => <ProductListingDrawer campaign={gone} onClose={() => {}} />, PATH);
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ message: 'No campaign with id 2000000000', severity: 'error', durationMs: 2000 }),
    );
    expect(await screen.findByText('No campaign with id 2000000000')).toBeInTheDocument();
  });

  it('greys Add New, Edit and Delete out for a read-only (L1) user, who still sees the product listing', async () => {
    usePageAccess.getState().clear();
    (await signedInAs('office'))();
    await renderApp(PATH);
    // The whole app starts here (session, menu, panel code): more than the default second on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Campaign Details', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add New' });
    expect(add).toBeDisabled();
    expect(add.parentElement).toHaveAccessibleDescription('This option is Disabled');
    const user = userEvent.setup();
    const eye = await screen.findByRole('button', { name: 'Product listing of RAMADAN-2026' });
    expect(screen.getByRole('button', { name: 'Edit RAMADAN-2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete RAMADAN-2026' })).toBeDisabled();
    await user.click(eye);
    const drawer = await screen.findByRole('dialog', { name: 'Product Listing' });
    await waitFor(() => expect(bodyRows(within(drawer).getByRole('table'))).toHaveLength(10));
  });

  it('opens the view its address names, and falls back from a bad address with a notice instead of a refusal', async () => {
    const calls = watchCalls(CAMPAIGN_PATHS.campaigns);
    try {
      const view = await renderPage(CampaignDetailsPage, `${PATH}?search=a&page=2&size=10&sort=-campaignCode`);
      await waitFor(() => expect(calls.last()).toMatchObject({ search: 'a', index: 2, pageSize: 10, sort: '-campaignCode' }));
      await expectSorted('Campaign Code', 'descending');
      view.unmount();

      calls.calls.length = 0;
      const bad = await renderPage(CampaignDetailsPage, `${PATH}?sort=createdName&page=abc`);
      await expectFallbackNotice();
      await waitFor(() => expect(calls.calls.length).toBeGreaterThan(0));
      expect(calls.calls.every((c) => c.sort === undefined && c.index === 1)).toBe(true);
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
    } finally {
      calls.stop();
    }
  });
});
