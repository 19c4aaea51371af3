import { describe, expect, it } from 'vitest';
import { REFERENCE_PATHS } from '../src/domain/reference/paths.ts';
import { storedToken } from './support/browser.ts';
import { rowTexts, rowWhere, toast } from './support/grid.ts';
import { sharedServer } from './support/shared-server.ts';
import { signedInStaff } from './support/staff.ts';

const { baseUrl } = sharedServer();
// A country of this run's own, so no other spec's states show in the list under test.
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const COUNTRY = `Liveland ${RUN}`;

type Saved = { id: number; Id?: number; revision: number; stateCode: string };

describe('a list another user changes (issue 43, live lists)', () => {
  const staff = signedInStaff(['operator', 'office']);

  async function asOperator<T>(method: string, path: string, body?: unknown): Promise<T> {
    const token = await storedToken(staff.operator.page);
    const reply = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(reply.ok, `${method} ${path}: ${reply.status}`).toBe(true);
    return ((await reply.json()) as { data: T }).data;
  }
  const state = (countryId: number, stateName: string, stateCode: string) => ({
    stateName,
    ar_StateName: '',
    stateCode,
    countryId,
    displayOrder: 0,
    status: 'a',
  });

  it('shows the second user’s edit in the first user’s list within 2 s, and a new row behind Show', async () => {
    const country = await asOperator<{ Id: number }>('POST', REFERENCE_PATHS.countries, {
      countryName: COUNTRY,
      ar_CountryName: '',
      countryCode: `V${RUN}`,
      countryCode2: 'VL',
      currencyCode: 'VLD',
      exchangeRate: 1,
      exchangeRateProduct: 1,
      mobileCountryCode: 999,
      mobileLocalCode: '',
      mobileLocalNumberLength: 8,
      domain: '',
      vatper: 0,
      vatCalcValue: 0,
      returnDays: 10,
      showInvoiceVat: false,
      serviceAvail: false,
    });
    const north = await asOperator<Saved>('POST', REFERENCE_PATHS.states, state(country.Id, 'North Live', 'NL'));
    const south = await asOperator<Saved>('POST', REFERENCE_PATHS.states, state(country.Id, 'South Live', 'SL'));
    const address = `/apps/state-settings?countryId=${country.Id}`;

    const office = staff.office.page;
    await office.goto(address);
    const grid = office.getByRole('table', { name: 'States' });
    await rowWhere(grid, (cells) => cells[1] === 'North Live');
    // The socket connects once the page is idle; a change before it joins the room shows when it does.
    await asOperator('PUT', `${REFERENCE_PATHS.states}/${south.id}`, {
      ...state(country.Id, 'South Live 2', 'SL'),
      revision: south.revision,
    });
    await rowWhere(grid, (cells) => cells[1] === 'South Live 2');

    // The second user edits a row in their own browser; the first user's list shows it in place within 2 s.
    const operator = staff.operator.page;
    await operator.goto(address);
    const theirs = operator.getByRole('table', { name: 'States' });
    await rowWhere(theirs, (cells) => cells[1] === 'North Live');
    await theirs.getByRole('button', { name: 'Edit North Live' }).click();
    const drawer = operator.getByRole('dialog', { name: 'Edit State' });
    await drawer.getByLabel('State Name', { exact: true }).fill('North Live Renamed');
    const saved = operator.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes(`${REFERENCE_PATHS.states}/${north.id}`),
    );
    await drawer.getByRole('button', { name: 'Update & Save' }).click();
    await saved;
    const savedAt = Date.now();
    await toast(operator, 'State updated successfully');
    await rowWhere(grid, (cells) => cells[1] === 'North Live Renamed', 40);
    expect(Date.now() - savedAt).toBeLessThanOrEqual(2_000);
    expect(
      await office
        .getByRole('status')
        .filter({ hasText: /\d changes?/ })
        .count(),
    ).toBe(0);

    // A new row would push the rows down: the list keeps them and offers it.
    const before = (await rowTexts(grid)).map((cells) => cells[1]);
    await asOperator('POST', REFERENCE_PATHS.states, state(country.Id, 'East Live', 'EL'));
    const bar = office.getByRole('status').filter({ hasText: '1 change' });
    await bar.waitFor({ timeout: 2_000 });
    expect((await rowTexts(grid)).map((cells) => cells[1])).toEqual(before);
    await bar.getByRole('button', { name: 'Show' }).click();
    await rowWhere(grid, (cells) => cells[1] === 'East Live');
    expect((await rowTexts(grid)).map((cells) => cells[1])).toEqual(['East Live', ...before]);
    await bar.waitFor({ state: 'detached' });
  });
});
