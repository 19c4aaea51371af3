import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIST_VIEW_PATHS, type SavedView } from '../../../src/domain/lists/views.ts';
import { StateSettingsPage } from '../../../src/features/reference/state-settings-page.tsx';
import { api, request } from '../../../src/lib/api-client.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

const PATH = '/apps/state-settings';
// A user no other screen's test signs in as here, so their views touch no other test.
let asUser: () => void;

beforeAll(async () => {
  asUser = await signedInAs('ksa-office');
});
beforeEach(() => asUser());
afterEach(async () => {
  asUser();
  const views = await request<SavedView[]>({ method: 'GET', url: LIST_VIEW_PATHS.views });
  for (const view of views.filter((v) => v.mine))
    await request({ method: 'DELETE', url: `${LIST_VIEW_PATHS.views}/${view.id}`, params: { revision: view.revision } });
});

const table = () => screen.getByRole('table', { name: 'States' });
const bodyRows = () => within(table()).queryAllByRole('row').slice(1);
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const UAE = 'United Arab Emirates';

/** The states pages the list asks the server for, as query texts, in order. */
function watchStateCalls() {
  const calls: string[] = [];
  const id = api.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    if (config.url?.endsWith('/adminpanel/states')) calls.push(new URLSearchParams(config.params as Record<string, string>).toString());
    return config;
  });
  return { calls, stop: () => api.interceptors.request.eject(id) };
}

async function openViews(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: /^Views/ }));
  return screen.findByRole('menu', { name: 'Saved views' });
}

async function saveViewAs(user: UserEvent, name: string, { isDefault = false } = {}) {
  await user.click(within(await openViews(user)).getByRole('menuitem', { name: 'Save view as…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save view as' });
  await user.type(within(dialog).getByRole('textbox', { name: 'View name' }), name);
  if (isDefault) await user.click(within(dialog).getByRole('checkbox', { name: 'Open this list with this view' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(currentToast()?.message).toBe('View saved');
}

describe('saved views', () => {
  it('saves a filtered view, and a later visit (a new cache) applies it from the Views menu', async () => {
    const first = await renderPage(StateSettingsPage, `${PATH}?countryId=1&sort=-stateName`);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    await saveViewAs(user, 'Emirates, Z to A');
    expect(screen.getByRole('button', { name: 'Views: Emirates, Z to A' })).toBeInTheDocument();
    first.unmount();

    const again = await renderPage(StateSettingsPage, PATH);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(bodyRows().every((row) => row.textContent?.includes(UAE))).toBe(false);
    await user.click(within(await openViews(user)).getByRole('menuitem', { name: /Emirates, Z to A/ }));
    await waitFor(() => expect(again.router.state.location.search).toBe('?countryId=1&sort=-stateName'));
    await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes(UAE))).toBe(true));
    expect(header('stateName')).toHaveAttribute('aria-sort', 'descending');
  });

  it('applies the default view before the first fetch when the address names nothing', async () => {
    const first = await renderPage(StateSettingsPage, `${PATH}?countryId=1&size=50`);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    await saveViewAs(user, 'My emirates', { isDefault: true });
    first.unmount();

    const watch = watchStateCalls();
    try {
      const again = await renderPage(StateSettingsPage, PATH);
      await waitFor(() => expect(again.router.state.location.search).toBe('?countryId=1&size=50'));
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
      expect(bodyRows().every((row) => row.textContent?.includes(UAE))).toBe(true);
      expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent(/^50$/);
      // The list asked only for the default view's rows: never the unfiltered first page.
      expect(watch.calls.length).toBeGreaterThan(0);
      expect(watch.calls.every((q) => q.includes('countryId=1') && q.includes('pageSize=50'))).toBe(true);
      // A replaced address: the back button does not return to the empty one.
      expect(again.router.state.historyAction).toBe('REPLACE');
    } finally {
      watch.stop();
    }
  });

  it('renames a view, refuses a taken name under the field, and deletes it after asking', async () => {
    await renderPage(StateSettingsPage, `${PATH}?countryId=1`);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    await saveViewAs(user, 'Taken');
    await saveViewAs(user, 'Draft');

    await user.click(within(await openViews(user)).getByRole('menuitem', { name: 'Rename…' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    const name = within(dialog).getByRole('textbox', { name: 'View name' });
    await user.clear(name);
    await user.type(name, 'taken');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You already have a view named taken on this list')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Final');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentToast()?.message).toBe('View updated');
    expect(await screen.findByRole('button', { name: 'Views: Final' })).toBeInTheDocument();

    await user.click(within(await openViews(user)).getByRole('menuitem', { name: 'Delete…' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete view?' });
    expect(dialog).toHaveTextContent('The view "Final" will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentToast()?.message).toBe('View deleted'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Views' })).toBeInTheDocument();
    const menu = await openViews(user);
    expect(within(menu).queryByRole('menuitem', { name: /Final/ })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Taken/ })).toBeInTheDocument();
  });
});
