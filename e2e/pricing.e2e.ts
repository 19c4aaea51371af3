import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRICING_PATHS } from '../src/domain/pricing/paths.ts';
import { formatRrpRule } from '../src/domain/pricing/rrp-formats.ts';
import type { RrpRule } from '../src/domain/pricing/rrp-rule.ts';
import type { RrpGroup } from '../src/domain/pricing/rrp-tree.ts';
import { storedToken } from './support/browser.ts';
import { choose, toast } from './support/grid.ts';
import { sharedServer } from './support/shared-server.ts';
import { signedInStaff } from './support/staff.ts';

const { baseUrl } = sharedServer();
const RRP = '/apps/rrp-price-criteria';

/** A call of the pim service as the signed-in page makes it, with its token. */
async function call(page: Page, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${await storedToken(page)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data: unknown; message: string; errors?: { field: string; message: string }[] },
  };
}

const storedRule = async (page: Page) => (await call(page, 'GET', `${PRICING_PATHS.rrpRule}?action=RRP`)).body.data as RrpRule | null;
/** The rule as the server answers it, without the ids the builder gives its nodes. */
const shapeOf = (jsonTree: string) => JSON.parse(jsonTree, (key, value: unknown) => (key === 'id' ? undefined : value)) as RrpGroup;

const editor = (page: Page) => page.getByRole('group', { name: 'RRP rule' });
const nthRule = (page: Page, n: number): Locator => editor(page).locator('.rule').nth(n);

/** Adds a condition of `field` with `operator` at the end of the rule. */
async function addCondition(page: Page, field: string, operator: string): Promise<Locator> {
  const before = await editor(page).locator('.rule').count();
  await editor(page).getByRole('button', { name: '+ Rule' }).first().click();
  const rule = nthRule(page, before);
  await rule.getByRole('combobox', { name: 'Field' }).selectOption({ label: field });
  await rule.getByRole('combobox', { name: 'Operator' }).selectOption({ label: operator });
  return rule;
}

describe('RRP Price Criteria and Product Frame, as staff use them', () => {
  const staff = signedInStaff(['operator']);

  it('builds a rule of a brand, departments and a percentage between 10 and 20, previews it, saves it and finds it after a reload', async () => {
    const { page } = staff.operator;
    await page.goto(RRP);
    await editor(page).waitFor();
    const existing = await storedRule(page);
    // Start from an empty rule: remove what a previous run left.
    for (let n = await editor(page).locator('.rule').count(); n > 0; n--) {
      await editor(page).getByRole('button', { name: 'Remove condition' }).first().click();
      await page.getByRole('dialog', { name: 'Remove condition' }).getByRole('button', { name: 'Remove' }).click();
    }

    const brand = await addCondition(page, 'Brand', 'equals');
    await choose(page, brand.getByRole('combobox', { name: 'Brand' }), 'Adidas', true);
    const departments = await addCondition(page, 'Department', 'any of');
    for (const name of ['Footwear', 'Clothing']) await choose(page, departments.getByRole('combobox', { name: 'Department' }), name, true);
    const percent = await addCondition(page, 'Price Increase % to RRP', 'between');
    await percent.getByRole('spinbutton', { name: 'From %' }).fill('10');
    await percent.getByRole('spinbutton', { name: 'To %' }).fill('20');

    const preview = page.getByRole('region', { name: 'Products this rule selects now' });
    await expect.poll(() => preview.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(/^[1-9]\d* products? match/);
    const firstRow = preview.getByRole('table', { name: 'First products the rule selects' }).getByRole('row').nth(1);
    await expect.poll(() => firstRow.getByRole('cell').nth(2).textContent()).toBe('Adidas');

    await page.getByRole('button', { name: existing ? 'Update' : 'Add', exact: true }).click();
    await toast(page, existing ? 'Updated Successfully!' : 'Added Successfully!');
    const saved = (await storedRule(page))!;
    expect(saved.queryString).toBe(
      "Brand is 'Adidas', and Department is one of the values ('Footwear' or 'Clothing'), and Price Increase % to RRP is between 10 and 20",
    );

    await page.reload();
    await editor(page).waitFor();
    expect(await editor(page).getByRole('combobox', { name: 'Brand' }).inputValue()).toBe('Adidas');
    expect(await editor(page).getByRole('button', { name: 'Footwear' }).count()).toBe(1);
    expect(await editor(page).getByRole('button', { name: 'Clothing' }).count()).toBe(1);
    expect(await editor(page).getByRole('spinbutton', { name: 'From %' }).inputValue()).toBe('10');
    expect(await editor(page).getByRole('spinbutton', { name: 'To %' }).inputValue()).toBe('20');
    expect(shapeOf((await storedRule(page))!.jsonTree)).toEqual(shapeOf(saved.jsonTree));
  });

  it('refuses a brand the catalogue lacks and a percentage of 120, in the editor and when sent straight to the API', async () => {
    const { page } = staff.operator;
    await page.goto(RRP);
    await editor(page).waitFor();
    // The brand list offers only what the catalogue holds (and the brand chosen): a typed name is not kept.
    const box = editor(page).getByRole('combobox', { name: 'Brand' });
    await box.fill('Zebra Unknown');
    const listbox = page.getByRole('listbox');
    await expect.poll(() => listbox.getByRole('option').allTextContents(), { timeout: 10_000 }).toEqual(['Adidas']);
    await box.press('Escape');
    await box.blur();
    expect(await box.inputValue()).toBe('Adidas');

    await editor(page).getByRole('spinbutton', { name: 'To %' }).fill('120');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'Price Increase % to RRP: Must be a number between 0 and 100');

    const stored = (await storedRule(page))!;
    const tree = shapeOf(stored.jsonTree);
    const send = (changed: RrpGroup, forms: object = {}) =>
      call(page, 'PUT', PRICING_PATHS.rrpRule, {
        action: 'RRP',
        jsonTree: JSON.stringify(changed),
        ...formatRrpRule(changed),
        revision: stored.revision,
        ...forms,
      });
    const withBrand = {
      ...tree,
      rules: tree.rules.map((r) => ('field' in r && r.field === 'brand' ? { ...r, value: 'Zebra Unknown' } : r)),
    };
    expect((await send(withBrand)).body).toMatchObject({ message: "Brand 'Zebra Unknown' is not in the catalogue" });
    const over = {
      ...tree,
      rules: tree.rules.map((r) => ('field' in r && r.field === 'price_increase_percentage_to_rrp' ? { ...r, value: [10, 120] } : r)),
    };
    const refused = await send(over);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject([
      { field: 'jsonTree.rules[2].value', message: 'Price Increase % to RRP: Must be a number between 0 and 100' },
    ]);

    // A SQLWhere that is not the tree's: the server builds its own and refuses the difference.
    const tampered = await send(tree, { SQLWhere: `${formatRrpRule(tree).SQLWhere} or 1 = 1` });
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toBe("SQLWhere does not match the rule's tree");
    expect(shapeOf((await storedRule(page))!.jsonTree)).toEqual(tree);
  });

  it('creates a frame whose card shows its tag in its colours', async () => {
    const { page } = staff.operator;
    const text = `E2E ${Date.now() % 100_000}`;
    await page.goto('/apps/product-frame');
    await page.getByRole('link', { name: 'ADD' }).click();
    await page.getByRole('textbox', { name: 'Tag text', exact: true }).fill(text);
    await page.getByRole('textbox', { name: 'Tag text (Arabic)' }).fill('جديد');
    await page.getByLabel('Background colour').fill('#1e3a8a');
    await page.getByLabel('Text colour').fill('#fde047');
    await page.getByRole('textbox', { name: 'PIDs' }).fill('1, 2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Saved Successfully !');

    const card = page.getByRole('link', { name: `Open frame ${text}` });
    const tag = card.getByText(text, { exact: true });
    const colours = await tag.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, colour: getComputedStyle(el).color }));
    expect(colours).toEqual({ background: 'rgb(30, 58, 138)', colour: 'rgb(253, 224, 71)' });
    expect(await card.getByText('جديد').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(30, 58, 138)');
    await card.getByText('Products by PID').waitFor();
  });
});
