import { describe, expect, it } from 'vitest';
import { referenceResources } from '../src/features/reference/i18n.ts';
import { commonResources } from '../src/lib/i18n-common.ts';
import { toast } from './support/grid.ts';
import { signedInStaff } from './support/staff.ts';

/** An office user working in Arabic: what the server says comes in Arabic, fields named by their Arabic labels. */

const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const ar = referenceResources.ar.countries;
const common = commonResources.ar;

describe('the server speaks the user’s language', () => {
  const staff = signedInStaff(['operator']);

  it('refuses a duplicate country code and saves a new country, both in Arabic', async () => {
    const { page } = staff.operator;
    await page.evaluate(() => window.localStorage.setItem('language', 'ar'));
    await page.goto('/apps/country-settings');
    await page.getByRole('table', { name: ar.tableLabel }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    await page.getByRole('button', { name: common.addNew }).click();
    const drawer = page.getByRole('dialog', { name: ar.addTitle });
    const field = (label: string) => drawer.getByLabel(label, { exact: true });
    await field(ar.fields.countryName).fill(`أرض ${RUN}`);
    await field(ar.fields.countryCode).fill('UAE');
    await field(ar.fields.countryCode2).fill('TL');
    await field(ar.fields.currencyCode).fill('TLD');
    await field(ar.fields.mobileCountryCode).fill('888');
    await field(ar.fields.mobileLocalNumberLength).fill('8');
    await field(ar.fields.returnDays).fill('10');
    await drawer.getByRole('button', { name: common.save, exact: true }).click();
    // The server's 409, in Arabic, with the code kept left to right inside it.
    await drawer.getByText('رمز الدولة \u2068UAE\u2069 موجود مسبقًا').first().waitFor();

    await field(ar.fields.countryCode).fill(`T${RUN}`);
    await drawer.getByRole('button', { name: common.save, exact: true }).click();
    await toast(page, 'تم إنشاء الدولة بنجاح');
  });
});
