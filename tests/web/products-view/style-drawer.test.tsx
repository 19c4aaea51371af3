import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PIM_PATHS } from '../../../src/domain/catalogue/paths.ts';
import type { ProductView } from '../../../src/domain/catalogue/products.ts';
import { request } from '../../../src/lib/api-client.ts';
import { getDws } from '../../../src/features/products-view/api/get-dws.ts';
import { getRecommendation } from '../../../src/features/products-view/api/get-recommendation.ts';
import { saveProductDetails } from '../../../src/features/products-view/api/save-product-details.ts';
import { updateStyle } from '../../../src/features/products-view/api/update-style.ts';
import { ProductViewPage } from '../../../src/features/products-view/product-view-page.tsx';
import { getStockInTransit } from '../../../src/features/stock-in-transit/api/get-stock-in-transit.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

const ROUTE = '/apps/products-view/:pid?';
let asOperator: () => void;
let asOffice: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
});

beforeEach(() => {
  asOperator();
});

async function openWizard(path: string) {
  const view = await renderPage(ProductViewPage, path, { route: ROUTE });
  return { ...view, user: userEvent.setup() };
}

/** The id of a seeded pick-list entry by its English name. */
async function idOf(url: string, nameKey: string, name: string, params: Record<string, number> = {}) {
  const page = (await request({ method: 'GET', url, params: { index: 1, pageSize: 1000, ...params } })) as {
    records: ({ id: number } & Record<string, unknown>)[];
  };
  const found = page.records.find((r) => r[nameKey] === name);
  if (!found) throw new Error(`No ${name} in ${url}`);
  return found.id;
}

let serial = 0;
/** A style no other product or stock in transit has. */
const uniqueStyle = () => `SD${Date.now().toString(36).toUpperCase()}${++serial}`;

/** A Fashion / Men / Footwear / Sneakers product of Nike with `style`, saved through the details call. */
async function newProduct(style: string): Promise<ProductView> {
  const mId = await idOf(PIM_PATHS.mainCategories, 'mcatname', 'Fashion');
  const pCatId = await idOf(PIM_PATHS.parentCategories, 'pcatname', 'Men');
  const catId = await idOf(PIM_PATHS.categories, 'catname', 'Footwear', { mid: mId, pcatId: pCatId });
  const subCatId = await idOf(PIM_PATHS.subCategories, 'subcatname', 'Sneakers', { catId });
  const brandId = await idOf(PIM_PATHS.brands, 'brandname', 'Nike');
  const { data } = await saveProductDetails({ mId, pCatId, catId, subCatId, brandId, name: `Style shoe ${style}`, style, variant: '' });
  return data;
}

/** The open Style edit drawer. */
const drawer = async () => (await screen.findByRole('heading', { name: 'Edit style' })).closest('form')!;

describe('Style edit drawer', () => {
  it('in CONTENT_CREATOR mode shows the verified icon, warns, waits for the acknowledgement, saves and keeps the other edits', async () => {
    const product = await newProduct(uniqueStyle());
    // A seeded CONTENT_CREATOR row made for a product not yet in the catalogue (its rack filled, so no other screen deletes it).
    const rows = await getStockInTransit(
      { index: 1, pageSize: 1000 },
      { action: ['CONTENT_CREATOR'], isContentCreated: 1, isRackFilled: 1 },
    );
    const row = rows.records.find((r) => r.pId === null)!;
    expect(row).toBeDefined();
    const { user } = await openWizard(`/apps/products-view/${product.pId}?mode=CONTENT_CREATOR&ssId=${row.id}`);

    expect(await screen.findByRole('img', { name: 'Style not verified' })).toBeInTheDocument();
    // Unsaved edits of the Details form, which the style update must not discard (Material is mandatory on Sneakers).
    await user.type(screen.getByRole('textbox', { name: /^Remarks/ }), 'kept remark');
    const material = await screen.findByRole('combobox', { name: 'Material' });
    await user.click(material);
    await user.click(await screen.findByRole('option', { name: 'Leather' }));

    await user.click(screen.getByRole('button', { name: 'Edit style' }));
    const form = await drawer();
    expect(within(form).getByText(`Current style: ${product.style}`)).toBeInTheDocument();
    expect(within(form).getByText(/The new style replaces the old one on the product and on its stock in transit/)).toBeInTheDocument();
    const save = within(form).getByRole('button', { name: 'Update & Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Tick the acknowledgement to save');

    const style = within(form).getByRole('textbox', { name: /^Style/ });
    await user.clear(style);
    const renamed = uniqueStyle();
    await user.type(style, renamed.toLowerCase());
    await user.type(within(form).getByRole('textbox', { name: 'Variant' }), 'red');
    expect(style).toHaveValue(renamed);
    expect(save).toBeDisabled();

    await user.click(within(form).getByRole('checkbox', { name: 'I have checked the style and variant against the item' }));
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Style Updated successfully' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Edit style' })).not.toBeInTheDocument());

    // The form shows the new style and still holds the remark; the header says verified.
    expect(screen.getByRole('textbox', { name: /^Style/ })).toHaveValue(renamed);
    expect(screen.getByRole('textbox', { name: 'Variant' })).toHaveValue('RED');
    expect(screen.getByRole('textbox', { name: /^Remarks/ })).toHaveValue('kept remark');
    expect(material).toHaveTextContent('Leather');
    expect(await screen.findByRole('img', { name: 'Style verified' })).toBeInTheDocument();

    // The remark saves over the revision the style update left: no conflict.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Updated Successfully!' }), {
      timeout: 10_000,
    });
    expect(screen.queryByText(/Someone else saved this product/)).not.toBeInTheDocument();
    const stored = (await request({ method: 'GET', url: PIM_PATHS.productDetails, params: { pId: product.pId } })) as ProductView;
    expect([stored.style, stored.styleVerified, stored.remarks]).toEqual([`${renamed}@RED`, true, 'kept remark']);
  }, 90_000);

  it("shows the server's message when the style changed meanwhile, and needs no acknowledgement outside CONTENT_CREATOR mode", async () => {
    const product = await newProduct(uniqueStyle());
    const { user } = await openWizard(`/apps/products-view/${product.pId}`);
    expect(await screen.findByText(`PID ${product.pId}`)).toBeInTheDocument();
    // The verified icon is CONTENT_CREATOR mode's.
    expect(screen.queryByRole('img', { name: /^Style (not )?verified$/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit style' }));
    const form = await drawer();
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    // Someone else renames the style after the drawer opened.
    const theirs = uniqueStyle();
    await updateStyle({ pId: product.pId, newStyle: theirs, OldStyle: product.style });

    await user.type(within(form).getByRole('textbox', { name: /^Style/ }), 'X');
    await user.click(within(form).getByRole('button', { name: 'Update & Save' }));
    const message = `The product's style is now ${theirs}: reload it and try again`;
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(currentToast()).toMatchObject({ severity: 'error', message });
  });

  it("lists the other products and stock in transit of the style, or 'No Recommedation to show !'", async () => {
    const lonely = await newProduct(uniqueStyle());
    const first = await openWizard(`/apps/products-view/${lonely.pId}`);
    const recommendation = await screen.findByRole('region', { name: 'Recommendation' });
    expect(await within(recommendation).findByText('No Recommedation to show !')).toBeInTheDocument();
    first.unmount();

    // A seeded style in several colours: its other products are suggested, the product on screen is not.
    const row = (await getStockInTransit({ index: 1, pageSize: 50 }, { action: ['ADD_STOCK'] })).records.find((r) => r.pId !== null)!;
    const pId = row.pId!;
    const product = (await request({ method: 'GET', url: PIM_PATHS.productDetails, params: { pId } })) as ProductView;
    const expected = await getRecommendation(product.style, pId);
    await openWizard(`/apps/products-view/${pId}`);
    const region = await screen.findByRole('region', { name: 'Recommendation' });
    expect(expected.transitStyle.length).toBeGreaterThan(0);
    const transitList = await within(region).findByRole('list', { name: 'Stock in transit of this style' });
    for (const item of expected.transitStyle) expect(within(transitList).getAllByText(item.style).length).toBeGreaterThan(0);
    if (expected.productStyle.length > 0) {
      const products = within(region).getByRole('list', { name: 'Products of this style' });
      expect(within(products).getAllByRole('listitem')).toHaveLength(expected.productStyle.length);
      for (const item of expected.productStyle) expect(within(products).getByText(item.itemName)).toBeInTheDocument();
    }
    expect(within(region).queryByText('No Recommedation to show !')).not.toBeInTheDocument();
  });

  it('shows the DWS chip with width, height, length (cm) and weight (kg), and a quiet word without a measure', async () => {
    const rows = (await getStockInTransit({ index: 1, pageSize: 50 }, { action: ['ADD_STOCK'] })).records;
    let measured: { pId: number; dws: NonNullable<Awaited<ReturnType<typeof getDws>>> } | undefined;
    for (const row of rows) {
      const dws = row.pId === null ? null : await getDws(row.pId);
      if (dws) {
        measured = { pId: row.pId!, dws };
        break;
      }
    }
    expect(measured).toBeDefined();
    const { width, height, length, weight } = measured!.dws;
    const first = await openWizard(`/apps/products-view/${measured!.pId}`);
    expect(await screen.findByText(`DWS: W ${width} × H ${height} × L ${length} cm, ${weight} kg`)).toBeInTheDocument();
    first.unmount();

    const unmeasured = await newProduct(uniqueStyle());
    await openWizard(`/apps/products-view/${unmeasured.pId}`);
    expect(await screen.findByText('No DWS measure')).toBeInTheDocument();
  });

  it('greys the style edit for a read-only user and for a product not saved yet', async () => {
    const product = await newProduct(uniqueStyle());
    const created = await openWizard('/apps/products-view');
    expect(screen.getByRole('button', { name: 'Edit style' })).toBeDisabled();
    created.unmount();

    asOffice();
    await openWizard(`/apps/products-view/${product.pId}`);
    expect(await screen.findByText(`PID ${product.pId}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit style' })).toBeDisabled();
  });

  it('opened from a stock-in-transit row whose product is not made yet, starts the new product from the row', async () => {
    const rows = await getStockInTransit(
      { index: 1, pageSize: 1000 },
      { action: ['CONTENT_CREATOR'], isContentCreated: 1, isRackFilled: 1 },
    );
    const row = rows.records.find((r) => r.pId === null)!;
    await openWizard(`/apps/products-view?action=CONTENT_CREATOR&mode=CONTENT_CREATOR&ssId=${row.id}`);
    const [style, variant] = row.style.split('@');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Style/ })).toHaveValue(style));
    expect(screen.getByRole('textbox', { name: /^Variant/ })).toHaveValue(variant ?? '');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(row.itemName.replace(/[^\p{L}\p{M}\p{Nd} ,/_-]/gu, ''));
    // Started, not saved: the button saves.
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
