import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_REPORT_PATHS, type PidActivationRow } from '../../../src/domain/activation/reports.ts';
import { getPidActivations } from '../../../src/features/activation/api/get-pid-activations.ts';
import { PidActivationDetailsPage } from '../../../src/features/activation/pid-activation-details-page.tsx';
import { EMPTY_PID_FILTER, PID_CODECS, toPidBody } from '../../../src/features/activation/reports/pid-activation-filter.ts';
import { formatDateTime } from '../../../src/lib/date-time.ts';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

const PATH = '/apps/pid-activation-details';
const COLUMNS = ['PID', 'Product Name', 'Company', 'Language', 'Created Name', 'Created Date'];
const dubaiDay = (iso: string) => formatDateTime(iso, 'Asia/Dubai').slice(0, 10);
let asOffice: () => void;
/** A seeded activation of a BFL activator in English. */
let sample: PidActivationRow;

beforeAll(async () => {
  asOffice = await signedInAs('office');
  asOffice();
  const page = await getPidActivations({ index: 1, pageSize: 10 }, toPidBody({ ...EMPTY_PID_FILTER, company: 'BFL', lang: 'ENG' }));
  sample = page.records[0]!;
});

const table = () => screen.getByRole('table', { name: 'PID activations' });
/** The rows of data (not the header, nor the loading or 'No data found' row). */
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const dateShown = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByRole('spinbutton')
    .map((s) => s.textContent)
    .join('/');

describe('PID Activation Details', { timeout: 60_000 }, () => {
  it('sends an empty PID as -1, SELECT for any language and the date as YYYY-MM-DD; reads its start from the address', () => {
    expect(toPidBody(EMPTY_PID_FILTER)).toEqual({ pId: -1, company: '', lang: 'SELECT', createdName: '', createdDate: '' });
    expect(toPidBody({ ...EMPTY_PID_FILTER, pId: ' 42 ', createdDate: '03/07/2026' })).toMatchObject({
      pId: 42,
      createdDate: '2026-03-07',
    });
    // The address holds the eye's values: company and lang in any case, the day as YYYY-MM-DD.
    expect(PID_CODECS.company!.read('ho')).toBe('HO');
    expect(PID_CODECS.lang!.read('ar')).toBe('AR');
    expect(PID_CODECS.createdDate!.read('2026-03-07')).toBe('03/07/2026');
    expect(PID_CODECS.createdDate!.write('03/07/2026')).toBe('2026-03-07');
    // What is not a filter value is not read.
    expect(PID_CODECS.company!.read('ACME')).toBeUndefined();
    expect(PID_CODECS.lang!.read('FR')).toBeUndefined();
  });

  it('opens filtered by the address (the report’s eye) and shows only those activations, in the columns of the spec', async () => {
    asOffice();
    const day = dubaiDay(sample.createdDate);
    const query = new URLSearchParams({ company: 'BFL', lang: 'ENG', createdName: sample.createdName, createdDate: day });
    await renderPage(PidActivationDetailsPage, `${PATH}?${query.toString()}`);
    expect(screen.getByRole('heading', { name: 'PID Activation Details' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveTextContent('BFL');
    expect(screen.getByRole('combobox', { name: 'Lang' })).toHaveTextContent('ENG');
    expect(screen.getByRole('textbox', { name: 'Created Name' })).toHaveValue(sample.createdName);
    const [y, m, d] = day.split('-');
    expect(dateShown('Created Date')).toBe(`${m}/${d}/${y}`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(COLUMNS);
    for (const row of bodyRows()) {
      const [, , company, lang, name, date] = cells(row);
      expect([company, lang, name, date!.slice(0, 10)]).toEqual(['BFL', 'ENG', sample.createdName, day]);
    }
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
  });

  it('filters by PID, names a PID that is not a number, and Clear shows every activation again', async () => {
    asOffice();
    await renderPage(PidActivationDetailsPage, PATH);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows().length).toBe(10));
    const pid = screen.getByRole('textbox', { name: 'PID' });
    await user.type(pid, '12x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('A PID is a whole number')).toBeInTheDocument();
    await user.clear(pid);
    await user.type(pid, String(sample.pId));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodyRows().every((row) => cells(row)[0] === String(sample.pId))).toBe(true));
    expect(cells(bodyRows()[0]!)[1]).toBe(sample.proname);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(pid).toHaveValue('');
    // Every activation again: other products than the one searched for.
    await waitFor(() => expect(new Set(bodyRows().map((row) => cells(row)[0])).size).toBeGreaterThan(1));
  });

  it('opens the view its address names (filter, page, sort), and falls back from a bad one with a notice, never a 400', async () => {
    asOffice();
    const calls = watchCalls(ACTIVATION_REPORT_PATHS.pidDetails);
    try {
      const { unmount } = await renderPage(PidActivationDetailsPage, `${PATH}?company=BFL&page=2&size=10&sort=-pId`);
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
      expect(calls.last()).toMatchObject({ index: 2, pageSize: 10, company: 'BFL', sort: '-pId' });
      expect(screen.getByRole('combobox', { name: 'Company' })).toHaveTextContent('BFL');
      await expectSorted('PID', 'descending', table);
      const pIds = bodyRows().map((row) => Number(cells(row)[0]));
      expect(pIds).toEqual([...pIds].sort((a, b) => b - a));
      unmount();

      const bad = await renderPage(PidActivationDetailsPage, `${PATH}?sort=proname&createdDate=13/45/2026&page=abc&company=BFL`);
      await expectFallbackNotice();
      await waitFor(() => expect(bad.router.state.location.search).toBe('?company=BFL'));
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
      expect(calls.last()).toMatchObject({ index: 1, company: 'BFL', createdDate: '' });
      expect(calls.last().sort).toBeUndefined();
      expect(calls.calls.every((call) => call.sort !== 'proname' && call.createdDate !== '13/45/2026')).toBe(true);
      expect(currentToast()?.severity).not.toBe('error');
      expect(within(table()).getByRole('columnheader', { name: 'PID' })).toHaveAttribute('aria-sort', 'none');
    } finally {
      calls.stop();
    }
  });
});
