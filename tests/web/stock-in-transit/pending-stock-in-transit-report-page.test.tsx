import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_ACTIONS } from '../../../src/domain/stock/constants.ts';
import { getStockInTransit } from '../../../src/features/stock-in-transit/api/get-stock-in-transit.ts';
import { PendingStockInTransitReportPage } from '../../../src/features/stock-in-transit/pending-stock-in-transit-report-page.tsx';
import { STOCK_PATHS } from '../../../src/domain/stock/paths.ts';
import { getPendingReport } from '../../../src/features/stock-in-transit/api/get-pending-report.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';
import { renderPage, signedInAs } from '../render-page.tsx';

const PATH = '/apps/pending-stock-in-transit-report';
let asOffice: () => void;

beforeAll(async () => {
  asOffice = await signedInAs('office');
});

beforeEach(() => {
  asOffice();
});

const table = () => screen.getByRole('table', { name: 'Pending stock in transit per creator' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

/** The rows of the encoder's list still waiting for content by one creator (the list call, not the report's). */
async function waitingOf(createdName: string) {
  const page = await getStockInTransit({ index: 1, pageSize: 1000 }, { createdName, isContentCreated: 0, action: [...CONTENT_ACTIONS] });
  return page.records.filter((r) => r.createdName === createdName);
}

describe('Pending Stock In Transit Report', () => {
  it('shows Name, Today and Till Yesterday per creator, counting the rows waiting for content', async () => {
    await renderPage(PendingStockInTransitReportPage, PATH);
    expect(screen.getByRole('heading', { name: 'Pending Stock In Transit Report' })).toBeInTheDocument();
    await within(table()).findByRole('cell', { name: 'Rashid Khan' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Today', 'Till Yesterday']);
    const shown = bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    // The seed's inbound staff created rows today and over the last two weeks.
    expect(shown.map(([name]) => name)).toEqual(expect.arrayContaining(['Rashid Khan', 'Maria Santos']));
    const startOfToday = dubaiMidnight();
    for (const [name, today, tillYesterday] of shown) {
      const rows = await waitingOf(name!);
      const todays = rows.filter((r) => Date.parse(r.createdDateUTC) >= startOfToday).length;
      expect({ name, today: Number(today), tillYesterday: Number(tillYesterday) }).toEqual({
        name,
        today: todays,
        tillYesterday: rows.length - todays,
      });
    }
    expect(shown.some(([, today]) => Number(today) > 0)).toBe(true);
    expect(shown.some(([, , tillYesterday]) => Number(tillYesterday) > 0)).toBe(true);
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });

  it('opens the view its address names (page, sort), and falls back from a bad one with a notice, never a 400', async () => {
    const calls = watchCalls(STOCK_PATHS.pendingReport);
    const names = () =>
      within(table())
        .getAllByRole('row')
        .filter((row) => row.hasAttribute('data-index'))
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    try {
      const byTillYesterday = await getPendingReport({ sort: { field: 'tillYesterday', desc: true } });
      expect(byTillYesterday.length).toBeGreaterThan(1);
      const { unmount } = await renderPage(PendingStockInTransitReportPage, `${PATH}?page=2&size=1&sort=-tillYesterday`);
      await waitFor(() => expect(names()).toEqual([byTillYesterday[1]!.createdName]));
      expect(calls.last()).toMatchObject({ sort: '-tillYesterday' });
      await expectSorted('Till Yesterday', 'descending', table);
      unmount();

      const bad = await renderPage(PendingStockInTransitReportPage, `${PATH}?sort=name&page=abc`);
      await expectFallbackNotice();
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
      await within(table()).findByRole('cell', { name: 'Rashid Khan' });
      expect(calls.last().sort).toBeUndefined();
      expect(calls.calls.some((call) => call.sort === 'name')).toBe(false);
    } finally {
      calls.stop();
    }
  });
});

/** The start of today in Dubai (UTC+4 all year, no daylight saving), as epoch milliseconds. */
function dubaiMidnight(): number {
  const dubai = new Date(Date.now() + 4 * 3600_000);
  return Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate()) - 4 * 3600_000;
}
