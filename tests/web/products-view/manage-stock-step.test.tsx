import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { PIM_PATHS } from '../../../src/domain/catalogue/paths.ts';
import { pageOf } from '../../../src/domain/envelope.ts';
import { STOCK_PATHS } from '../../../src/domain/stock/paths.ts';
import { stockInTransitSchema } from '../../../src/domain/stock/stock-in-transit.ts';
import type { StockItem } from '../../../src/domain/stock/stock.ts';
import { saveProductDetails } from '../../../src/features/products-view/api/save-product-details.ts';
import { ProductViewPage } from '../../../src/features/products-view/product-view-page.tsx';
import { request } from '../../../src/lib/api-client.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

const ROUTE = '/apps/products-view/:pid?';
let asOperator: () => void;
let asOffice: () => void;
let asAdmin: () => void;

const named = z.looseObject({ id: z.int() });
/** The id of the seeded lookup row whose `field` is `name`. */
async function idOf(url: string, field: string, name: string, params: Record<string, number> = {}) {
  const page = await request({ method: 'GET', url, params: { index: 1, pageSize: 1000, ...params } }, pageOf(named));
  const row = page.records.find((r) => r[field] === name);
  if (!row) throw new Error(`No ${name} at ${url}`);
  return row.id;
}

type Kind = { mId: number; pCatId: number; catId: number; subCatId: number; brandId: number };
let sneaker: Kind;
let tShirt: Kind;
let serial = 0;
/** A new sneaker of this test's own; its sub-category's sizes are EU shoe sizes. */
async function newProduct(name: string, kind: 'sneaker' | 'tShirt' = 'sneaker') {
  serial += 1;
  const style = `MS${Date.now().toString(36).toUpperCase()}${serial}`;
  const reply = await saveProductDetails({ ...(kind === 'sneaker' ? sneaker : tShirt), lang: 'en', name, style });
  return reply.data;
}
const uniqueUpc = () => `62${Date.now()}${serial++}`.slice(0, 16);

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
  asAdmin = await signedInAs('admin');
  asOperator();
  const mId = await idOf(PIM_PATHS.mainCategories, 'mcatname', 'Fashion');
  const pCatId = await idOf(PIM_PATHS.parentCategories, 'pcatname', 'Men');
  const catId = await idOf(PIM_PATHS.categories, 'catname', 'Footwear', { mid: mId, pcatId: pCatId });
  const subCatId = await idOf(PIM_PATHS.subCategories, 'subcatname', 'Sneakers', { catId });
  const brandId = await idOf(PIM_PATHS.brands, 'brandname', 'Nike');
  sneaker = { mId, pCatId, catId, subCatId, brandId };
  const clothing = await idOf(PIM_PATHS.categories, 'catname', 'Clothing', { mid: mId, pcatId: pCatId });
  tShirt = {
    mId,
    pCatId,
    brandId,
    catId: clothing,
    subCatId: await idOf(PIM_PATHS.subCategories, 'subcatname', 'T-Shirts', { catId: clothing }),
  };
});

beforeEach(() => {
  asOperator();
});

/** The wizard of `pId` on its Manage Stock step. */
async function openStock(pId: number, query = '') {
  const view = await renderPage(ProductViewPage, `/apps/products-view/${pId}${query}`, { route: ROUTE });
  const user = userEvent.setup();
  if (!query.includes('ADD_STOCK_NEW_UPC')) {
    for (let i = 0; i < 3; i += 1) await user.click(await screen.findByRole('button', { name: 'Next' }));
  }
  return { ...view, user };
}

async function choose(user: UserEvent, scope: HTMLElement, label: string | RegExp, option: string | RegExp) {
  const combobox = await within(scope).findByRole('combobox', { name: label });
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}

const stockTable = (pId: number) => screen.findByRole('table', { name: `Stock information of PID ${pId}` });

/** Adds a UPC through the Add New upc dialog. */
async function addUpc(user: UserEvent, upc: string, size = /^41 /) {
  await user.click(screen.getByRole('button', { name: 'Add New upc' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New upc' });
  await user.type(within(dialog).getByRole('textbox', { name: /^UPC/ }), upc);
  await choose(user, dialog, 'Size', size);
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  return dialog;
}

describe('Manage Stock step', () => {
  it("adds a UPC: Add is greyed until a size is chosen, then 'Added Successfully!' and the row appears; a duplicate UPC is refused on its field", async () => {
    const product = await newProduct('Stock runner');
    const { user } = await openStock(product.pId);
    expect(await screen.findByText('Inbound QC Request')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add New upc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New upc' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    expect(within(dialog).getByText('Choose a size to add the UPC.')).toBeInTheDocument();
    const upc = `AB${uniqueUpc()}`;
    await user.type(within(dialog).getByRole('textbox', { name: /^UPC/ }), upc);
    await user.type(within(dialog).getByRole('textbox', { name: 'Item Code' }), 'IC-41');
    expect(add).toBeDisabled();
    await choose(user, dialog, 'Size', /^41 /);
    // Choosing the size fills its size info.
    expect(within(dialog).getByRole('textbox', { name: 'Size Info' })).toHaveValue('EU Shoe Sizes');
    expect(add).toBeEnabled();
    await user.click(add);
    await waitFor(() => expect(currentToast()?.message).toBe('Added Successfully!'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New upc' })).not.toBeInTheDocument());
    const table = await stockTable(product.pId);
    const row = (await within(table).findByText(upc)).closest('tr')!;
    expect(within(row).getByText('IC-41')).toBeInTheDocument();
    expect(within(row).getByText('41')).toBeInTheDocument();

    // The same UPC in another case: a 409 naming it, on the UPC field; what was typed stays.
    const again = await addUpc(user, upc.toLowerCase(), /^42 /);
    const message = `UPC ${upc} already exists (PID ${product.pId})`;
    await waitFor(() => expect(within(again).getByText(message)).toBeInTheDocument());
    const upcField = within(again).getByRole('textbox', { name: /^UPC/ });
    expect(upcField).toHaveAttribute('aria-invalid', 'true');
    expect(upcField).toHaveValue(upc.toLowerCase());
    expect(within(again).getByRole('combobox', { name: 'Size' })).toHaveTextContent('42');
  }, 60_000);

  it('holds the HS code to the order’s rule: 6 to 12 digits, or none', async () => {
    const product = await newProduct('HS runner');
    const { user } = await openStock(product.pId);
    await user.click(await screen.findByRole('button', { name: 'Add New upc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New upc' });
    const upc = `HS${uniqueUpc()}`;
    await user.type(within(dialog).getByRole('textbox', { name: /^UPC/ }), upc);
    await choose(user, dialog, 'Size', /^41 /);
    const hsCode = within(dialog).getByRole('textbox', { name: 'HS Code' });
    await user.type(hsCode, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Check these fields: HS Code'));
    expect(within(dialog).getByText('6 to 12 digits')).toBeInTheDocument();
    expect(hsCode).toHaveAttribute('aria-invalid', 'true');

    await user.clear(hsCode);
    await user.type(hsCode, '640411');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Added Successfully!'));
    expect(await within(await stockTable(product.pId)).findByText(upc)).toBeInTheDocument();
  }, 60_000);

  it("edits stock: the PID stays locked until 'Do you want to change PID?' is answered Yes; an unknown PID greys Update; the UPC moves with 'Updated Successfully!'", async () => {
    const product = await newProduct('Stock mover');
    const target = await newProduct('Stock target');
    const { user } = await openStock(product.pId);
    const upc = uniqueUpc();
    await addUpc(user, upc);
    await waitFor(() => expect(currentToast()?.message).toBe('Added Successfully!'));

    await user.click(await screen.findByRole('button', { name: `Edit stock of UPC ${upc}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Stock' });
    const pid = within(dialog).getByRole('textbox', { name: 'PID' });
    expect(pid).toBeDisabled();
    expect(pid).toHaveValue(String(product.pId));
    expect(within(dialog).getByRole('combobox', { name: 'Size' })).toHaveTextContent('41');

    // No keeps it locked.
    await user.click(within(dialog).getByRole('button', { name: 'Change PID' }));
    const ask = await screen.findByRole('dialog', { name: 'Do you want to change PID?' });
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Do you want to change PID?' })).not.toBeInTheDocument());
    expect(pid).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Change PID' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Do you want to change PID?' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Do you want to change PID?' })).not.toBeInTheDocument());
    await waitFor(() => expect(pid).toBeEnabled());
    // The field takes the focus, ready for the new PID.
    await waitFor(() => expect(pid).toHaveFocus());
    const update = await within(dialog).findByRole('button', { name: 'Update' });

    await user.clear(pid);
    await user.type(pid, '999999999');
    await waitFor(() => expect(pid).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getAllByText('No product with PID 999999999: enter an existing PID to save.').length).toBeGreaterThan(0);
    expect(update).toBeDisabled();

    await user.clear(pid);
    await user.type(pid, String(target.pId));
    expect(await within(dialog).findByText('Moves to: Stock target')).toBeInTheDocument();
    await waitFor(() => expect(update).toBeEnabled());
    await user.clear(within(dialog).getByRole('textbox', { name: 'Remarks' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Remarks' }), 'moved');
    await user.click(update);
    await waitFor(() => expect(currentToast()?.message).toBe('Updated Successfully!'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Stock' })).not.toBeInTheDocument());
    // The UPC belongs to the other product now.
    await waitFor(async () => expect(within(await stockTable(product.pId)).queryByText(upc)).not.toBeInTheDocument());
    const moved = await request({ method: 'GET', url: STOCK_PATHS.stockInfo, params: { pId: target.pId } });
    expect(moved).toEqual([expect.objectContaining({ upc, pId: target.pId, remarks: 'moved' })]);
  }, 60_000);

  it('moving a UPC to a product of other sizes empties the size: Update is greyed until one of its sizes is chosen', async () => {
    const product = await newProduct('Stock sizes');
    const shirt = await newProduct('Stock shirt', 'tShirt');
    const { user } = await openStock(product.pId);
    const upc = uniqueUpc();
    await addUpc(user, upc);
    await waitFor(() => expect(currentToast()?.message).toBe('Added Successfully!'));
    await user.click(await screen.findByRole('button', { name: `Edit stock of UPC ${upc}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Stock' });
    await user.click(within(dialog).getByRole('button', { name: 'Change PID' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Do you want to change PID?' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Do you want to change PID?' })).not.toBeInTheDocument());
    const pid = await within(dialog).findByRole('textbox', { name: 'PID' });
    await waitFor(() => expect(pid).toBeEnabled());
    await user.clear(pid);
    await user.type(pid, String(shirt.pId));
    expect(await within(dialog).findByText('Moves to: Stock shirt')).toBeInTheDocument();
    const update = await within(dialog).findByRole('button', { name: 'Update' });
    await waitFor(() => expect(within(dialog).getByText('Choose a size to save.')).toBeInTheDocument());
    expect(update).toBeDisabled();
    await choose(user, dialog, 'Size', /^M /);
    await waitFor(() => expect(update).toBeEnabled());
    await user.click(update);
    await waitFor(() => expect(currentToast()?.message).toBe('Updated Successfully!'));
    const moved = await request({ method: 'GET', url: STOCK_PATHS.stockInfo, params: { pId: shirt.pId } });
    expect(moved).toEqual([expect.objectContaining({ upc, size: 'M', sizeInfo: 'Clothing S-XXL' })]);
  }, 60_000);

  it('a save from a stale read shows who saved meanwhile beside what the user typed; Reload takes theirs, and the next save goes through', async () => {
    const product = await newProduct('Stock stale');
    const upc = uniqueUpc();
    const sizes = await request<{ sizeId: number }[]>({ method: 'GET', url: STOCK_PATHS.sizeInfo, params: { pId: product.pId } });
    const added = await request<StockItem>({
      method: 'POST',
      url: STOCK_PATHS.stock,
      data: { pId: product.pId, sizeId: sizes[0]!.sizeId, upc },
    });
    const { user } = await openStock(product.pId);
    await user.click(await screen.findByRole('button', { name: `Edit stock of UPC ${upc}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Stock' });
    expect(within(dialog).getByRole('button', { name: `History of ${upc}` })).toBeInTheDocument();

    // The administrator saves the item meanwhile, from their own read.
    asAdmin();
    await request({
      method: 'PUT',
      url: STOCK_PATHS.stock,
      data: { stockId: added.stockId, pId: product.pId, sizeId: added.sizeId, upc, remarks: 'theirs', revision: added.revision },
    });
    asOperator();
    const remarks = within(dialog).getByRole('textbox', { name: 'Remarks' });
    await user.type(remarks, 'mine');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Aisha Rahman');
    expect(within(alert).getByRole('row', { name: /Remarks/ })).toHaveTextContent(/theirs.*mine/);
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(remarks).toHaveValue('theirs');

    await user.clear(remarks);
    await user.type(remarks, 'after reload');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ message: 'Updated Successfully!', action: { label: 'Undo' } }));
    const stored = await request<StockItem[]>({ method: 'GET', url: STOCK_PATHS.stockInfo, params: { pId: product.pId } });
    expect(stored).toEqual([expect.objectContaining({ upc, remarks: 'after reload', revision: added.revision + 2 })]);
  }, 60_000);

  it('adds an Inbound QC Request for one of the product’s UPCs; the table loads again', async () => {
    const product = await newProduct('Stock qc');
    const { user } = await openStock(product.pId);
    const upc = uniqueUpc();
    await addUpc(user, upc, /^44 /);
    await waitFor(() => expect(currentToast()?.message).toBe('Added Successfully!'));
    await user.click(await screen.findByRole('button', { name: 'Add an Inbound QC Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inbound QC Request' });
    // The product's only UPC is chosen already.
    expect(within(dialog).getByRole('combobox', { name: 'UPC' })).toHaveTextContent(upc);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Inbound QC request added successfully'));
    const table = await screen.findByRole('table', { name: `Inbound QC requests of PID ${product.pId}` });
    const row = (await within(table).findByText(upc)).closest('tr')!;
    expect(within(row).getByText('44')).toBeInTheDocument();
  }, 60_000);

  it('opened for ADD_STOCK_NEW_UPC from stock in transit: Add New upc is offered at once, filled from the row', async () => {
    const page = await request(
      { method: 'POST', url: STOCK_PATHS.stockInTransitList, params: { index: 1, pageSize: 1000 }, data: { isContentCreated: 0 } },
      pageOf(stockInTransitSchema),
    );
    const row = page.records.find((r) => r.action === 'ADD_STOCK_NEW_UPC' && r.pId !== null && !r.isContentCreated);
    expect(row).toBeDefined();
    await openStock(row!.pId!, `?action=ADD_STOCK_NEW_UPC&mode=CONTENT_CREATOR&ssId=${row!.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Add New upc' }, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^UPC/ })).toHaveValue(row!.upc));
    expect(within(dialog).getByRole('textbox', { name: 'Box No' })).toHaveValue(row!.boxNo);
  }, 30_000);

  it('a product not saved yet asks for its details first', async () => {
    await renderPage(ProductViewPage, '/apps/products-view?action=ADD_STOCK_NEW_UPC', { route: ROUTE });
    expect(screen.getByText('Save the product details first: stock can be added once the product has a PID.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an L1-only user sees the tables with Add and Edit greyed', async () => {
    const product = await newProduct('Stock read only');
    const upc = uniqueUpc();
    const sizes = await request<{ sizeId: number }[]>({ method: 'GET', url: STOCK_PATHS.sizeInfo, params: { pId: product.pId } });
    await request({ method: 'POST', url: STOCK_PATHS.stock, data: { pId: product.pId, sizeId: sizes[0]!.sizeId, upc } });
    asOffice();
    await openStock(product.pId, '?action=ADD_STOCK_NEW_UPC');
    const table = await stockTable(product.pId);
    expect(await within(table).findByText(upc)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New upc' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add an Inbound QC Request' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: `Edit stock of UPC ${upc}` })).toBeDisabled();
  }, 30_000);
});
