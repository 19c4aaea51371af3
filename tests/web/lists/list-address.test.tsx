import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getStates } from '../../../src/features/reference/api/get-states.ts';
import { StateSettingsPage } from '../../../src/features/reference/state-settings-page.tsx';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

const PATH = '/apps/state-settings';
let asOperator: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
});
beforeEach(() => asOperator());

const table = () => screen.getByRole('table', { name: 'States' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
/** The names in the server's own order (its collation decides, not the test's). */
const byName = async (countryId: number | null, desc: boolean, pageSize = 10) =>
  (await getStates({ index: 1, pageSize }, countryId, { sort: { field: 'stateName', desc } })).records.map((s) => s.stateName);

describe('a list keeps its view in the address', () => {
  it('sorts by a header, writes the order and page into the address, and the back button returns to the view before', async () => {
    const { router } = await renderPage(StateSettingsPage, PATH);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(header('stateName')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('stateName')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=stateName'));
    await waitFor(() => expect(header('stateName')).toHaveAttribute('aria-sort', 'ascending'));
    const firstPage = await byName(null, false);
    await waitFor(() => expect(names()).toEqual(firstPage));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&sort=stateName'));
    await waitFor(() => expect(names()).not.toEqual(firstPage));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(names()).toEqual(firstPage));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(header('stateName')).toHaveAttribute('aria-sort', 'none'));
  });

  it('opens a shared address with its filter, page size and order', async () => {
    await renderPage(StateSettingsPage, `${PATH}?countryId=1&size=50&sort=-stateName`);
    await waitFor(() => expect(header('stateName')).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    expect(bodyRows().every((row) => row.textContent?.includes('United Arab Emirates'))).toBe(true);
    expect(names()).toEqual(await byName(1, true, 50));
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent(/^50$/);
    expect(screen.getByRole('combobox', { name: 'Select Country' })).toHaveValue('United Arab Emirates');
  });

  it('falls back from values it cannot use with a short notice, and corrects the address', async () => {
    const { router } = await renderPage(StateSettingsPage, `${PATH}?countryId=abc&page=0&sort=price&size=50`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(10));
    expect(currentToast()?.message).toMatch(/could not be used/);
    await waitFor(() => expect(router.state.location.search).toBe('?size=50'));
    expect(header('stateName')).toHaveAttribute('aria-sort', 'none');
  });

  it('shows page 1 with a notice for a page past the end', async () => {
    const { router } = await renderPage(StateSettingsPage, `${PATH}?page=9999`);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(currentToast()?.message).toMatch(/could not be used/);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
