import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARABIC_EDIT_REPORT_PAGE } from '../src/domain/activation/arabic-edit-report.ts';
import { PRODUCT_UPDATE_PAGE } from '../src/domain/activation/update-paths.ts';
import { API_PATHS } from '../src/domain/services.ts';
import { signIn } from './support/api.ts';
import { openPage, type OpenedPage } from './support/browser.ts';
import { launchChromium } from './support/chromium.ts';
import { openFromMenu } from './support/menu.ts';
import { sharedServer } from './support/shared-server.ts';
import { signInThroughPage } from './support/sign-in-page.ts';
import { toast } from './support/grid.ts';

const { baseUrl, demoPassword } = sharedServer();
// A translator of this run only: the server is shared with the other specs.
const RUN = Date.now().toString(36).slice(-6).toUpperCase();
const TRANSLATOR = { employeeNo: `TR${RUN}`, firstName: 'Layla', lastName: `Translator ${RUN}`, password: 'Quill-Nadia-Cedar-2026!' };
const NAME = `حذاء جلدي ${RUN}`;
const DETAILS = `تفاصيل جديدة ${RUN}`;
const BULLET = `نعل مريح ${RUN}`;

async function adminCall(token: string, method: string, path: string, body: unknown) {
  const reply = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(reply.status, await reply.clone().text()).toBeLessThan(300);
  return (await reply.json()) as { data: { id: number } };
}

/** A translator as an administrator makes one: Product Update to change (L2), the Arabic Edit Report to read (L1). */
async function createTranslator(): Promise<void> {
  const admin = (await signIn(baseUrl, 'admin', demoPassword)).body.data!.token;
  const created = await adminCall(admin, 'POST', API_PATHS.users, {
    ...TRANSLATOR,
    email: `${TRANSLATOR.employeeNo.toLowerCase()}@e2e.panel`,
    designation: 'Translator',
    company: 'HO',
  });
  await adminCall(admin, 'PUT', `${API_PATHS.users}/${created.data.id}/grants`, {
    grants: [
      { page: PRODUCT_UPDATE_PAGE, level: 'L2' },
      { page: ARABIC_EDIT_REPORT_PAGE, level: 'L1' },
    ],
    // The account just created, at its first revision.
    revision: 1,
  });
}

const arabicTable = (page: Page) => page.getByRole('table', { name: 'Arabic product information' });
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

describe('a translator in the Arabic queue', () => {
  let browser: Browser;
  let translator: OpenedPage;

  beforeAll(async () => {
    await createTranslator();
    browser = await launchChromium();
    translator = await openPage(browser, baseUrl);
    await translator.page.goto('/login');
    await signInThroughPage(translator.page, TRANSLATOR.employeeNo, TRANSLATOR.password);
  });

  afterAll(async () => {
    await translator?.close();
    await browser?.close();
  });

  it(
    'edits the Arabic name, details and bullets; Cancel restores, Save persists after a reload; the report shows it',
    { timeout: 60_000 },
    async () => {
      const { page } = translator;
      await openFromMenu(page, 'Activation', 'Product Update', PRODUCT_UPDATE_PAGE);
      await page.getByRole('radio', { name: 'Arabic Activation' }).click();
      await page.waitForURL((url) => url.search === '?filter=AR_ACTIVATION');
      await arabicTable(page).waitFor();
      const pid = (await page.getByText(/^PID \d+$/).textContent())!.replace('PID ', '');

      await button(page, 'Edit').click();
      const name = arabicTable(page).getByRole('textbox', { name: /^Arabic Name/ });
      await name.waitFor();
      // The edit mode's inputs and grid, which the accessibility sweep (the page as it opens) does not see.
      const found = (await new AxeBuilder({ page }).include('main').analyze()).violations;
      expect(found.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
      const original = await name.inputValue();
      expect(await name.getAttribute('dir')).toBe('rtl');
      const text = group(page, 'Arabic name and details');
      expect(await button(text, 'Save').isDisabled()).toBe(true);
      await name.fill(`${original} مسودة`);
      expect(await button(text, 'Cancel').isEnabled()).toBe(true);
      await button(text, 'Cancel').click();
      expect(await name.inputValue()).toBe(original);
      expect(await button(text, 'Save').isDisabled()).toBe(true);

      await name.fill(NAME);
      await arabicTable(page).getByRole('textbox', { name: 'Arabic Details' }).fill(DETAILS);
      await button(text, 'Save').click();
      await toast(page, 'updated successfully');

      const bullets = group(page, 'Arabic bullets');
      await button(bullets, 'Add bullet').click();
      const rows = arabicTable(page).getByRole('table', { name: 'Arabic bullets' }).getByRole('textbox');
      await rows.last().fill(BULLET);
      await button(bullets, 'Save').click();
      await toast(page, 'updated successfully');

      // The product is still the translator's: a reload shows what the server stored.
      await page.reload();
      await arabicTable(page).waitFor();
      expect(await page.getByText(/^PID \d+$/).textContent()).toBe(`PID ${pid}`);
      for (const stored of [NAME, DETAILS, BULLET]) await arabicTable(page).getByText(stored, { exact: true }).waitFor();

      await openFromMenu(page, 'Reports', 'Arabic Edit Report', ARABIC_EDIT_REPORT_PAGE);
      await page.getByRole('heading', { name: 'Arabic Edit Report List' }).waitFor();
      const who = `${TRANSLATOR.firstName} ${TRANSLATOR.lastName}`;
      const row = page.getByRole('table', { name: 'Arabic edits by day and editor' }).getByRole('row').filter({ hasText: who });
      await row.waitFor();
      expect(await row.getByRole('cell').nth(2).textContent()).toBe('1');
      await row.getByRole('link', { name: /^View the changes of/ }).click();
      const changes = page.getByRole('table', { name: 'Arabic changes' });
      await changes
        .getByRole('link', { name: `Open product ${pid} in Arabic` })
        .first()
        .waitFor();
      const nameChange = changes.getByRole('row').filter({ hasText: 'Arabic Name' });
      expect(await nameChange.getByText(NAME, { exact: true }).getAttribute('dir')).toBe('rtl');
      if (original) await nameChange.getByText(original, { exact: true }).waitFor();
      await changes.getByRole('row').filter({ hasText: 'Arabic Bullets' }).getByText(BULLET).waitFor();
      expect(translator.pageErrors).toEqual([]);
    },
  );
});
