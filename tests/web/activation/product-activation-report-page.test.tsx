import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProductActivationReportPage } from '../../../src/features/activation/product-activation-report-page.tsx';
import { reportFilterProblems, startingFilter, toReportBody } from '../../../src/features/activation/reports/report-filter.ts';
import { ACTIVATION_REPORT_PATHS } from '../../../src/domain/activation/reports.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';
import { renderPage, signedInAs } from '../render-page.tsx';

const PATH = '/apps/product-activation-report';
let asOperator: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
});

const dataRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

/** Types a day into a picker field as a person does: every section emptied, then the digits. */
async function typeDay(user: UserEvent, name: string, text: string) {
  const [first] = within(screen.getByRole('group', { name })).getAllByRole('spinbutton');
  await user.click(first!);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await user.keyboard(text.replace(/\D/g, ''));
}

describe('Product Activation Report', { timeout: 60_000 }, () => {
  it('sends company, language and the days as YYYY-MM-DD, and refuses To Date before From Date', () => {
    expect(toReportBody(startingFilter('HO'))).toEqual({ company: 'HO', lang: 'SELECT', fromDate: '', toDate: '' });
    expect(toReportBody({ ...startingFilter(''), from: '03/01/2026', to: '03/31/2026' })).toMatchObject({
      company: '',
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
    });
    expect(reportFilterProblems({ ...startingFilter('HO'), from: '03/02/2026', to: '03/01/2026' })).toEqual([{ field: 'to', range: true }]);
    expect(reportFilterProblems({ ...startingFilter('HO'), from: '03/02/2026', to: '03/02/2026' })).toEqual([]);
  });

  it("starts from the user's company, opens a row's activators beside the grid, filters them, and links each to PID Activation Details", async () => {
    asOperator();
    await renderPage(ProductActivationReportPage, PATH);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Product Activation Report' })).toBeInTheDocument();
    // The operator's company is not one the spec lists: their activations, and the default, are HO.
    expect(await screen.findByRole('combobox', { name: 'Company' })).toHaveTextContent('HO');
    expect(screen.getByRole('combobox', { name: 'Lang' })).toHaveTextContent('SELECT');
    const report = screen.getByRole('table', { name: 'Activations per day' });
    await waitFor(() => expect(dataRows(report).length).toBeGreaterThan(0));
    expect(headers(report)).toEqual(['Date', 'Company', 'language', 'Count', 'View Details']);
    const rows = dataRows(report).map(cells);
    expect(rows.every((r) => r[1] === 'HO')).toBe(true);
    // Newest day first.
    expect(rows.map((r) => r[0])).toEqual([...rows.map((r) => r[0])].sort().reverse());
    expect(screen.getByText('Choose a row to see who activated its products.')).toBeInTheDocument();

    const [date = '', , lang = '', count] = rows[0]!;
    const eye = within(dataRows(report)[0]!).getByRole('link', { name: `View the activations of ${date}, HO, ${lang}` });
    expect(eye).toHaveAttribute('href', `/apps/pid-activation-details?company=HO&lang=${lang}&createdName=&createdDate=${date}`);

    await user.click(within(dataRows(report)[0]!).getAllByRole('cell')[0]!);
    const panel = await screen.findByRole('region', { name: `Details of ${date} · HO · ${lang}` });
    const details = within(panel).getByRole('table', { name: 'Activators' });
    await waitFor(() => expect(dataRows(details).length).toBeGreaterThan(0));
    expect(headers(details)).toEqual(['Date', 'Company', 'language', 'Activator Name', 'Count', 'View Details']);
    const activators = dataRows(details).map(cells);
    // The activators' counts make the row's count.
    expect(activators.reduce((sum, r) => sum + Number(r[4]), 0)).toBe(Number(count));
    expect(activators.every((r) => r[0] === date && r[1] === 'HO' && r[2] === lang)).toBe(true);
    expect(dataRows(report)[0]).toHaveAttribute('aria-selected', 'true');

    const name = activators[0]![3]!;
    const link = within(dataRows(details)[0]!).getByRole('link', { name: `View the activations of ${name} on ${date}` });
    expect(link).toHaveAttribute(
      'href',
      `/apps/pid-activation-details?${new URLSearchParams({ company: 'HO', lang, createdName: name, createdDate: date }).toString()}`,
    );
    expect(within(panel).getByRole('button', { name: 'Export details to Excel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();

    await user.type(within(panel).getByRole('textbox', { name: 'Activator Name' }), 'no such person');
    await user.click(within(panel).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(dataRows(details)).toHaveLength(0));
    expect(within(details).getByText('No Data Found')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(dataRows(details)).toHaveLength(activators.length));
  });

  it('filters by company and language, and names To Date when it is before From Date', async () => {
    asOperator();
    await renderPage(ProductActivationReportPage, PATH);
    const user = userEvent.setup();
    const report = await screen.findByRole('table', { name: 'Activations per day' });
    await user.click(await screen.findByRole('combobox', { name: 'Company' }));
    await user.click(screen.getByRole('option', { name: 'FREELANCER' }));
    await user.click(screen.getByRole('combobox', { name: 'Lang' }));
    await user.click(screen.getByRole('option', { name: 'AR' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(dataRows(report).length).toBeGreaterThan(0));
    await waitFor(() => expect(dataRows(report).every((row) => cells(row)[1] === 'FREELANCER' && cells(row)[2] === 'AR')).toBe(true));

    await typeDay(user, 'From Date', '03/02/2026');
    await typeDay(user, 'To Date', '03/01/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('To Date is before From Date')).toBeInTheDocument();

    // Clear goes back to the user's company, any language, every day.
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveTextContent('HO');
    await waitFor(() => expect(dataRows(report).every((row) => cells(row)[1] === 'HO')).toBe(true));
  });

  it('opens the view its address names (filter, page, sort), and falls back from a bad one with a notice, never a 400', async () => {
    asOperator();
    const calls = watchCalls(ACTIVATION_REPORT_PATHS.report);
    try {
      const { unmount } = await renderPage(ProductActivationReportPage, `${PATH}?company=ALL&lang=ENG&page=2&size=10&sort=-count`);
      const report = await screen.findByRole('table', { name: 'Activations per day' });
      await waitFor(() => expect(dataRows(report).length).toBeGreaterThan(0));
      expect(calls.last()).toMatchObject({ index: 2, pageSize: 10, company: '', lang: 'ENG', sort: '-count' });
      expect(screen.getByRole('combobox', { name: 'Lang' })).toHaveTextContent('ENG');
      await expectSorted('Count', 'descending', () => report);
      const counts = dataRows(report).map((row) => Number(cells(row)[3]));
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(dataRows(report).every((row) => cells(row)[2] === 'ENG')).toBe(true);
      unmount();

      const bad = await renderPage(ProductActivationReportPage, `${PATH}?sort=total&from=13/45/2026&page=abc&company=ACME`);
      await expectFallbackNotice();
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
      const again = await screen.findByRole('table', { name: 'Activations per day' });
      await waitFor(() => expect(dataRows(again).length).toBeGreaterThan(0));
      // The user's company, every day, the first page in the report's own order.
      expect(calls.last()).toMatchObject({ index: 1, company: 'HO', fromDate: '' });
      expect(calls.last().sort).toBeUndefined();
      expect(calls.calls.some((call) => call.sort === 'total' || call.company === 'ACME')).toBe(false);
    } finally {
      calls.stop();
    }
  });
});
