import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getArabicEdits } from '../../../src/features/activation/api/get-arabic-edits.ts';
import { ArabicEditReportPage } from '../../../src/features/activation/arabic-edit-report-page.tsx';
import { formatLongDate } from '../../../src/lib/date-time.ts';
import { ARABIC_EDIT_PATHS } from '../../../src/domain/activation/arabic-edit-report.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';
import { renderPage, signedInAs } from '../render-page.tsx';

const ROUTE = '/apps/arabic-edit-view/:date?/:editor?';
let asOffice: () => void;

beforeAll(async () => {
  asOffice = await signedInAs('office');
});

describe('Arabic Edit Report', { timeout: 60_000 }, () => {
  it("lists the seed's translations by day and editor with their long date, and a row opens its changes", async () => {
    asOffice();
    // The oldest row: the seed's translations of two days ago, which no other test adds to.
    const first = (await getArabicEdits({ index: 1, pageSize: 10 }, { createdDate: '' })).records.at(-1)!;
    const { router } = await renderPage(ArabicEditReportPage, '/apps/arabic-edit-view', { route: ROUTE });
    expect(screen.getByRole('heading', { level: 1, name: 'Arabic Edit Report' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Arabic Edit Report List' })).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Arabic edits by day and editor' });
    // The grid is painted once the user's saved columns are known.
    for (const header of ['Date', 'Created Name', 'Pid Count'])
      expect(await within(grid).findByRole('columnheader', { name: header })).toBeInTheDocument();
    const longDate = formatLongDate(first.date, 'en');
    expect(longDate).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await within(grid).findByText(longDate);

    const user = userEvent.setup();
    await user.click(within(grid).getAllByRole('link', { name: `View the changes of ${first.createdName} on ${longDate}` })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/arabic-edit-view/${first.date}/${first.createdBy}`));
    const changes = await screen.findByRole('table', { name: 'Arabic changes' });
    await waitFor(() => expect(within(changes).getAllByRole('link', { name: /^Open product \d+ in Arabic$/ }).length).toBeGreaterThan(0));
    const pids = new Set(
      within(changes)
        .getAllByRole('link', { name: /^Open product/ })
        .map((link) => link.textContent),
    );
    expect(pids.size).toBe(first.count);
    expect(within(changes).getAllByText(/^Arabic (Name|Details|Bullets)$/).length).toBeGreaterThan(0);
  });

  it('refuses a day that is not a past date as MM/DD/YYYY before searching', async () => {
    asOffice();
    await renderPage(ArabicEditReportPage, '/apps/arabic-edit-view', { route: ROUTE });
    const user = userEvent.setup();
    // Typed past the calendar's greyed days: the last day of 9999.
    const [month] = within(screen.getByRole('group', { name: 'Date' })).getAllByRole('spinbutton');
    await user.click(month!);
    await user.keyboard('12319999');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('A past date as MM/DD/YYYY')).toBeInTheDocument();
  });

  it('opens the view its address names (filter, page, sort), and falls back from a bad one with a notice, never a 400', async () => {
    asOffice();
    const oldestFirst = (await getArabicEdits({ index: 1, pageSize: 10 }, { createdDate: '' }, { sort: { field: 'date', desc: false } }))
      .records;
    const calls = watchCalls(ARABIC_EDIT_PATHS.list);
    const grid = () => screen.getByRole('table', { name: 'Arabic edits by day and editor' });
    try {
      const first = await renderPage(ArabicEditReportPage, '/apps/arabic-edit-view?page=2&size=1&sort=date', { route: ROUTE });
      await within(grid()).findByText(formatLongDate(oldestFirst[1]!.date, 'en'));
      expect(calls.last()).toMatchObject({ index: 2, pageSize: 1, createdDate: '', sort: 'date' });
      await expectSorted('Date', 'ascending', grid);
      first.unmount();

      const [y, m, d] = oldestFirst[0]!.date.split('-');
      const day = await renderPage(ArabicEditReportPage, `/apps/arabic-edit-view?date=${m}/${d}/${y}&sort=-count`, { route: ROUTE });
      await within(grid()).findByText(formatLongDate(oldestFirst[0]!.date, 'en'));
      expect(calls.last()).toMatchObject({ index: 1, createdDate: oldestFirst[0]!.date, sort: '-count' });
      await expectSorted('Pid Count', 'descending', grid);
      day.unmount();

      const bad = await renderPage(ArabicEditReportPage, '/apps/arabic-edit-view?date=13/45/2026&sort=createdBy&page=abc', {
        route: ROUTE,
      });
      await expectFallbackNotice();
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
      await waitFor(() => expect(calls.last()).toMatchObject({ index: 1, createdDate: '' }));
      expect(calls.last().sort).toBeUndefined();
      expect(calls.calls.some((call) => call.sort === 'createdBy')).toBe(false);
    } finally {
      calls.stop();
    }
  });
});
