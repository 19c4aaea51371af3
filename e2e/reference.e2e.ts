import { describe, expect, it } from 'vitest';
import { REFERENCE_PATHS } from '../src/domain/reference/paths.ts';
import { storedToken } from './support/browser.ts';
import { choose, exported, rowTexts, rowWhere, toast } from './support/grid.ts';
import { sharedServer } from './support/shared-server.ts';
import { openFromMenu } from './support/menu.ts';
import { signedInStaff } from './support/staff.ts';

const { baseUrl } = sharedServer();
// Names no other spec or run uses: this spec adds a country, a state and an area of its own.
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const COUNTRY = `Testland ${RUN}`;
const CODE = `T${RUN}`;
const STATE = `Harbour ${RUN}`;
const AREA = `Old Port ${RUN}`;

describe('reference data as staff keep it', () => {
  const staff = signedInStaff(['operator', 'office']);

  it('creates, edits and searches a country, which is still there after a reload, and exports it', async () => {
    const { page } = staff.operator;
    await openFromMenu(page, 'Administration', 'Country Settings', '/apps/country-settings');
    const grid = page.getByRole('table', { name: 'Countries' });
    await rowWhere(grid, (cells) => cells[1] === 'United Arab Emirates');

    await page.getByRole('button', { name: 'Add New' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add Country' });
    await drawer.getByLabel('Country Name', { exact: true }).fill(COUNTRY);
    await drawer.getByLabel('Arabic Country Name', { exact: true }).fill('أرض الاختبار');
    await drawer.getByLabel('Country Code', { exact: true }).fill(CODE);
    await drawer.getByLabel('Country Code 2 (ISO)', { exact: true }).fill('TL');
    await drawer.getByLabel('Currency code', { exact: true }).fill('TLD');
    await drawer.getByLabel('Mobile Country Code', { exact: true }).fill('888');
    await drawer.getByLabel('Mobile Local Number Length', { exact: true }).fill('8');
    await drawer.getByLabel('Return Days', { exact: true }).fill('10');
    await drawer.getByLabel('Service Avail (Online Store)').check();
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Country created successfully');
    await drawer.waitFor({ state: 'detached' });

    await page.getByRole('textbox', { name: 'Search' }).fill(CODE);
    await page.getByRole('textbox', { name: 'Search' }).press('Enter');
    let row = await rowWhere(grid, (cells) => cells[3] === CODE);
    expect(row.slice(1, 8)).toEqual([COUNTRY, 'أرض الاختبار', CODE, 'TL', '', 'TLD', '10']);

    await grid.getByRole('button', { name: `Edit ${COUNTRY}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Country' });
    await edit.getByLabel('Domain', { exact: true }).fill('tl.gulfretail.com');
    await edit.getByLabel('Return Days', { exact: true }).fill('21');
    await edit.getByRole('button', { name: 'Update & Save' }).click();
    await toast(page, 'Country updated successfully');
    row = await rowWhere(grid, (cells) => cells[3] === CODE && cells[7] === '21');
    expect(row[5]).toBe('tl.gulfretail.com');

    await page.reload();
    await page.getByRole('textbox', { name: 'Search' }).fill(COUNTRY);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    row = await rowWhere(grid, (cells) => cells[3] === CODE);
    expect(row[7]).toBe('21');

    const sheet = await exported(page, 'Country Settings.xlsx');
    expect(sheet[0]).toEqual([
      'Id',
      'Country Name',
      'Arabic Country Name',
      'Country Code',
      'Country Code 2 (ISO)',
      'Domain',
      'Currency code',
      'Return Days',
      'Show Invoice Vat',
      'Service Avail (Online Store)',
    ]);
    expect(sheet.slice(1)).toEqual([[row[0], COUNTRY, 'أرض الاختبار', CODE, 'TL', 'tl.gulfretail.com', 'TLD', '21', 'FALSE', 'TRUE']]);
  });

  it('creates and edits a state of that country, finds it by country, and exports the filtered list', async () => {
    const { page } = staff.operator;
    await openFromMenu(page, 'Administration', 'State Settings', '/apps/state-settings');
    const grid = page.getByRole('table', { name: 'States' });
    await rowWhere(grid, () => true);

    await page.getByRole('button', { name: 'Add New' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add New State' });
    await drawer.getByLabel('State Name', { exact: true }).fill(STATE);
    await drawer.getByLabel('Arabic State Name', { exact: true }).fill('الميناء');
    await drawer.getByLabel('State Code', { exact: true }).fill('hb');
    await choose(page, drawer.getByRole('combobox', { name: 'Country' }), COUNTRY);
    // Typed with an Arabic keyboard's digits (macOS's Arabic layout types ١٢): read as 12.
    await drawer.getByLabel('Display Order', { exact: true }).fill('');
    await page.keyboard.insertText('١٢');
    expect(await drawer.getByLabel('Display Order', { exact: true }).inputValue()).toBe('12');
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'State created successfully');
    await drawer.waitFor({ state: 'detached' });

    await choose(page, page.getByRole('combobox', { name: 'Select Country' }), COUNTRY, true);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    let row = await rowWhere(grid, (cells) => cells[1] === STATE);
    expect(row.slice(1, 8)).toEqual([STATE, 'الميناء', 'HB', COUNTRY, CODE, 'TL', 'Active']);

    await grid.getByRole('button', { name: `Edit ${STATE}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit State' });
    expect(await edit.getByLabel('Display Order', { exact: true }).inputValue()).toBe('12');
    await choose(page, edit.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await edit.getByRole('button', { name: 'Update & Save' }).click();
    await toast(page, 'State updated successfully');
    row = await rowWhere(grid, (cells) => cells[1] === STATE && cells[7] === 'Inactive');
    expect(await grid.getByRole('img', { name: 'Inactive' }).getAttribute('data-color')).toBe('orange');

    const sheet = await exported(page, 'State Settings.xlsx');
    expect(sheet[0]).toEqual([
      'id',
      'stateName',
      'ar_StateName',
      'stateCode',
      'countryName',
      'countryCode',
      'countryCode2 (ISO)',
      'status',
    ]);
    expect(sheet.slice(1)).toEqual([[row[0], STATE, 'الميناء', 'HB', COUNTRY, CODE, 'TL', 'i']]);
  });

  it('creates and edits an area of that state (states narrowed to the country), finds it, and exports it', async () => {
    const { page } = staff.operator;
    await openFromMenu(page, 'Administration', 'Area Settings', '/apps/area-settings');
    const grid = page.getByRole('table', { name: 'Areas' });
    await rowWhere(grid, () => true);

    await page.getByRole('button', { name: 'Add New' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add New Area' });
    await drawer.getByLabel('Area Name', { exact: true }).fill(AREA);
    await drawer.getByLabel('Arabic Area Name', { exact: true }).fill('الميناء القديم');
    await choose(page, drawer.getByRole('combobox', { name: 'Country Name' }), COUNTRY);
    await drawer.getByRole('combobox', { name: 'State Name' }).click();
    // Only the chosen country's states are offered.
    await page.getByRole('option', { name: STATE }).waitFor();
    expect(await page.getByRole('option').allTextContents()).toEqual([STATE]);
    await page.getByRole('option', { name: STATE }).click();
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Area created successfully');
    await drawer.waitFor({ state: 'detached' });

    await choose(page, page.getByRole('combobox', { name: 'Select Country' }), COUNTRY, true);
    await page.getByRole('combobox', { name: 'Select State' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual([STATE]);
    await page.getByRole('option', { name: STATE }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    let row = await rowWhere(grid, (cells) => cells[1] === AREA);
    expect(row.slice(1, 8)).toEqual([AREA, 'الميناء القديم', COUNTRY, CODE, 'TL', STATE, 'HB']);

    await grid.getByRole('button', { name: `Edit ${AREA}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Area' });
    await edit.getByLabel('Area Name', { exact: true }).fill(`${AREA} North`);
    await edit.getByRole('button', { name: 'Update & Save' }).click();
    await toast(page, 'Area updated successfully');
    row = await rowWhere(grid, (cells) => cells[1] === `${AREA} North`);

    // The search is in the address: a reload shows the same filter and rows.
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Select Country' }).inputValue()).toBe(COUNTRY);
    row = await rowWhere(grid, (cells) => cells[1] === `${AREA} North`);

    const sheet = await exported(page, 'Area Settings.xlsx');
    expect(sheet[0]).toEqual([
      'Id',
      'Area Name',
      'Arabic Area Name',
      'Country Name',
      'Country Code',
      'Country Code 2 (ISO)',
      'State Name',
      'State Code',
      'Status',
    ]);
    expect(sheet.slice(1)).toEqual([[row[0], `${AREA} North`, 'الميناء القديم', COUNTRY, CODE, 'TL', STATE, 'HB', 'a']]);
  });

  it('exports every page of a list, not just the one on screen', async () => {
    const { page } = staff.operator;
    await page.goto('/apps/area-settings');
    const grid = page.getByRole('table', { name: 'Areas' });
    await rowWhere(grid, () => true);
    expect(await rowTexts(grid)).toHaveLength(10);
    const range = await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByText(/^\d+–\d+ of [\d,]+$/)
      .textContent();
    const total = Number(range?.replace(/^.* of /, '').replace(/,/g, ''));
    expect(total).toBeGreaterThan(10);
    const sheet = await exported(page, 'Area Settings.xlsx');
    expect(sheet.length - 1).toBe(total);
    expect(sheet.flat()).toContain('دبي مارينا');
  });

  it('shows the read-only user every write control greyed, and the API refuses their writes', async () => {
    const { page } = staff.office;
    for (const [title, path, grid] of [
      ['Country Settings', '/apps/country-settings', 'Countries'],
      ['State Settings', '/apps/state-settings', 'States'],
      ['Area Settings', '/apps/area-settings', 'Areas'],
    ]) {
      await page.goto(path!);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await rowWhere(page.getByRole('table', { name: grid }), () => true);
      expect(await page.getByRole('button', { name: 'Add New' }).isDisabled()).toBe(true);
      expect(
        await page
          .getByRole('table', { name: grid })
          .getByRole('button', { name: /^Edit / })
          .first()
          .isDisabled(),
      ).toBe(true);
    }
    const token = await storedToken(page);
    const post = (path: string, body: object) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post(REFERENCE_PATHS.countries, { countryName: 'Nope', countryCode: 'NOPE' })).status).toBe(403);
    expect((await post(REFERENCE_PATHS.states, { stateName: 'Nope', stateCode: 'NOPE', countryId: 1 })).status).toBe(403);
    expect((await post(REFERENCE_PATHS.areas, { areaName: 'Nope', stateId: 1, status: 'a' })).status).toBe(403);
  });

  it('threw no uncaught error in the pages along the way', () => {
    expect(staff.operator.pageErrors).toEqual([]);
    expect(staff.office.pageErrors).toEqual([]);
  });
});
