import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIM_PATHS } from '../src/domain/catalogue/paths.ts';
import type { ProductView } from '../src/domain/catalogue/products.ts';
import type { Envelope } from '../src/domain/envelope.ts';
import { IMAGE_PATHS } from '../src/domain/images/contracts.ts';
import { THUMBNAIL_WIDTH } from '../src/domain/images/image-rules.ts';
import { STOCK_PATHS } from '../src/domain/stock/paths.ts';
import { signIn } from './support/api.ts';
import { openPage, storedToken, type OpenedPage } from './support/browser.ts';
import { launchChromium } from './support/chromium.ts';
import { openFromMenu } from './support/menu.ts';
import { sharedServer } from './support/shared-server.ts';
import { signInThroughPage } from './support/sign-in-page.ts';

const { baseUrl, demoPassword } = sharedServer();
// Names, styles and UPCs no other spec or run uses: the server is shared.
const RUN = Date.now().toString(36).slice(-6).toUpperCase();
const NAME = `Trail Runner ${RUN}`;
const STYLE = `EE${RUN}`;
const UPC = `E2E${Date.now()}`;
const NEW_STYLE = `CC${RUN}`;

/** Calls the API with a user's token, as another client of the server would. */
async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const reply = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: reply.status, body: (await reply.json()) as Envelope<T> };
}

const productOf = async (token: string, pId: number) =>
  (await api<ProductView>(token, 'GET', `${PIM_PATHS.productDetails}?pId=${pId}`)).body.data;

/** A real PNG of a colour and size of its own, so the image store keeps one record per picture. */
const png = async (name: string, shade: number) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width: 160 + shade, height: 200, channels: 3, background: { r: shade, g: (Date.now() % 200) + 20, b: 90 } },
  })
    .png()
    .toBuffer(),
});

/**
 * Waits for the toast saying `message`, then closes it (unless its two seconds ran out first), so
 * an equal message later is a new toast.
 */
async function toastSays(page: Page, message: string | RegExp): Promise<void> {
  const toast = page
    .getByRole('alert')
    .filter({ hasText: message })
    .filter({ has: page.getByRole('button', { name: 'Close' }) });
  await toast.waitFor();
  await toast
    .getByRole('button', { name: 'Close' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await toast.waitFor({ state: 'detached' });
}

/** Picks an option of a select once it is enabled (a cascading level waits for the one above). */
async function choose(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  await expect.poll(() => combobox.getAttribute('aria-disabled'), { timeout: 15_000 }).not.toBe('true');
  await combobox.click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const combobox = (page: Page, name: RegExp | string) => page.getByRole('combobox', { name });
const textbox = (page: Page, name: RegExp | string) => page.getByRole('textbox', { name, exact: typeof name === 'string' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const imageList = (page: Page) => page.getByRole('list', { name: 'Product images, main first' });
const thumbnail = (page: Page, name: string) => imageList(page).getByRole('img', { name, exact: true }).getAttribute('src');

/** The wizard's primary button after a save: 'Next' again once the step's changes are stored. */
async function save(page: Page, message: string | RegExp): Promise<void> {
  await button(page, 'Save').click();
  await toastSays(page, message);
  await button(page, 'Next').waitFor();
}

describe('the product view wizard as staff use it', () => {
  let browser: Browser;
  let operator: OpenedPage;
  let office: OpenedPage;
  let operatorToken: string;
  let pId = 0;

  beforeAll(async () => {
    browser = await launchChromium();
    operator = await openPage(browser, baseUrl);
    office = await openPage(browser, baseUrl);
    const signedIn = async (opened: OpenedPage, username: string) => {
      await opened.page.goto('/login');
      await signInThroughPage(opened.page, username, demoPassword);
    };
    await Promise.all([signedIn(operator, 'operator'), signedIn(office, 'office')]);
    operatorToken = (await storedToken(operator.page)) ?? '';
  });

  afterAll(async () => {
    await operator?.close();
    await office?.close();
    await browser?.close();
  });

  it('creates a product from nothing through all four steps, and finds every part saved after a reload', async () => {
    const { page } = operator;
    await openFromMenu(page, 'Catalogue', 'Product View', '/apps/products-view');
    await page.getByRole('heading', { name: 'New product' }).waitFor();

    // Details: the four cascading levels, the brand, the texts and the sub-category's attributes.
    await choose(page, combobox(page, /^Store Type/), 'Fashion');
    await choose(page, combobox(page, /^Parent Category/), 'Men');
    await choose(page, combobox(page, /^Category/), 'Footwear');
    await choose(page, combobox(page, /^Sub Category/), 'Sneakers');
    await choose(page, combobox(page, /^Brand/), 'Nike');
    await textbox(page, /^Name/).fill(NAME);
    await textbox(page, /^Style/).fill(STYLE.toLowerCase());
    expect(await textbox(page, /^Style/).inputValue()).toBe(STYLE);
    await textbox(page, /^Details/).fill('Light trail shoe with a grippy sole');
    // Material is mandatory on Footwear: a save without it names it.
    await button(page, 'Save').click();
    await toastSays(page, 'Select the mandatory attributes: Material');
    await choose(page, combobox(page, /^Material/), 'Leather');
    await button(page, 'Save').click();
    await page.waitForURL(/\/apps\/products-view\/\d+$/);
    pId = Number(new URL(page.url()).pathname.split('/').pop());
    await toastSays(page, 'Added Successfully!');
    await page.getByText(`PID ${pId}`, { exact: true }).waitFor();
    await page.getByText('English inactive', { exact: true }).waitFor();

    // Bullets: two, the second moved up.
    await button(page, 'Next').click();
    await button(page, 'Add bullet').click();
    await textbox(page, 'Bullet 1').fill('Breathable mesh');
    await button(page, 'Add bullet').click();
    await textbox(page, 'Bullet 2').fill('Rubber sole');
    await button(page, 'Move bullet 2 up').click();
    await save(page, 'Updated Successfully!');

    // Images: two uploaded, the second made the main one, the first deleted.
    await button(page, 'Next').click();
    await page.getByText('This product has no images yet.', { exact: true }).waitFor();
    await page.getByLabel('Image files').setInputFiles([await png('front.png', 30), await png('side.png', 140)]);
    await toastSays(page, '2 images added');
    await expect.poll(() => imageList(page).getByRole('listitem').count()).toBe(2);
    const front = await thumbnail(page, 'Main image');
    const side = await thumbnail(page, 'Secondary image 1');
    expect(side).not.toBe(front);
    await button(page, 'Make Secondary image 1 the main image').click();
    await toastSays(page, 'Image order saved');
    await expect.poll(() => thumbnail(page, 'Main image')).toBe(side);
    await button(page, 'Delete Secondary image 1').click();
    const confirm = page.getByRole('dialog', { name: 'Delete image' });
    await confirm.getByText('Delete Secondary image 1 from this product?', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastSays(page, 'Image deleted');
    await expect.poll(() => imageList(page).getByRole('listitem').count()).toBe(1);

    // Manage Stock: a new UPC of size 41; Add waits for the size.
    await button(page, 'Next').click();
    await button(page, 'Add New upc').click();
    const dialog = page.getByRole('dialog', { name: 'Add New upc' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: /^UPC/ }).fill(UPC);
    await dialog.getByRole('textbox', { name: 'Item Code' }).fill(`IC-${RUN}`);
    await choose(page, dialog.getByRole('combobox', { name: /^Size/ }), /^41 /);
    expect(await dialog.getByRole('textbox', { name: 'Size Info' }).inputValue()).toBe('EU Shoe Sizes');
    await add.click();
    await toastSays(page, 'Added Successfully!');
    await dialog.waitFor({ state: 'detached' });
    const stock = page.getByRole('table', { name: `Stock information of PID ${pId}` });
    await stock
      .getByRole('row')
      .filter({ hasText: UPC })
      .filter({ hasText: `IC-${RUN}` })
      .waitFor();
    expect(await button(page, 'Next').count()).toBe(0);

    // Everything is there after a reload, step by step.
    await page.reload();
    await page.getByText(`PID ${pId}`, { exact: true }).waitFor();
    expect(await textbox(page, /^Name/).inputValue()).toBe(NAME);
    expect(await textbox(page, /^Style/).inputValue()).toBe(STYLE);
    expect(await textbox(page, /^Details/).inputValue()).toBe('Light trail shoe with a grippy sole');
    for (const [name, value] of [
      [/^Store Type/, 'Fashion'],
      [/^Parent Category/, 'Men'],
      [/^Category/, 'Footwear'],
      [/^Sub Category/, 'Sneakers'],
      [/^Brand/, 'Nike'],
      [/^Material/, 'Leather'],
    ] as const) {
      await expect.poll(() => combobox(page, name).textContent(), { message: String(name) }).toContain(value);
    }
    await button(page, 'Next').click();
    expect(await textbox(page, 'Bullet 1').inputValue()).toBe('Rubber sole');
    expect(await textbox(page, 'Bullet 2').inputValue()).toBe('Breathable mesh');
    await button(page, 'Next').click();
    await expect.poll(() => imageList(page).getByRole('listitem').count()).toBe(1);
    expect(await thumbnail(page, 'Main image')).toBe(side);
    // The browser shows the stored picture itself: the 40×50 thumbnail, and the upload's own size enlarged.
    const loadedWidth = (image: Locator) => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
    await expect.poll(() => loadedWidth(imageList(page).getByRole('img', { name: 'Main image', exact: true }))).toBe(THUMBNAIL_WIDTH);
    await imageList(page).getByRole('button', { name: 'Enlarge Main image' }).click();
    const preview = page.getByRole('dialog', { name: 'Main image' });
    await preview.getByText('300 × 200 pixels', { exact: true }).waitFor();
    await expect.poll(() => loadedWidth(preview.getByRole('img', { name: 'Main image' }))).toBe(300);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await button(page, 'Next').click();
    await page
      .getByRole('table', { name: `Stock information of PID ${pId}` })
      .getByRole('row')
      .filter({ hasText: UPC })
      .filter({ hasText: '41' })
      .waitFor();
  });

  it('edits it in Arabic mode: the Arabic fields right to left, the Arabic name required', async () => {
    const { page } = operator;
    await page.goto(`/apps/products-view/${pId}?lang=ar`);
    await page.getByText('Arabic mode', { exact: true }).waitFor();
    const arName = textbox(page, /^Arabic Name/);
    const arDetails = textbox(page, 'Arabic Details');
    expect(await arName.getAttribute('dir')).toBe('rtl');
    expect(await arDetails.getAttribute('dir')).toBe('rtl');

    await arDetails.fill('حذاء خفيف للمسارات بنعل متين');
    await button(page, 'Save').click();
    await toastSays(page, /Arabic Name/);
    await arName.fill('حذاء الجري');
    await save(page, 'Updated Successfully!');

    await button(page, 'Next').click();
    const arBullet = textbox(page, 'Arabic bullet 1');
    expect(await arBullet.getAttribute('dir')).toBe('rtl');
    await arBullet.fill('نعل مطاطي');
    await save(page, 'Updated Successfully!');

    await page.reload();
    await page.getByText('Arabic mode', { exact: true }).waitFor();
    expect(await textbox(page, /^Arabic Name/).inputValue()).toBe('حذاء الجري');
    expect(await textbox(page, 'Arabic Details').inputValue()).toBe('حذاء خفيف للمسارات بنعل متين');
    // The English side is as it was.
    expect(await textbox(page, /^Name/).inputValue()).toBe(NAME);
    await button(page, 'Next').click();
    expect(await textbox(page, 'Bullet 1').inputValue()).toBe('Rubber sole');
    expect(await textbox(page, 'Arabic bullet 1').inputValue()).toBe('نعل مطاطي');
  });

  it('changes its status: Reviewed at once, Draft and Deactivate after their Confirm Status Change dialogs', async () => {
    const { page } = operator;
    await page.goto(`/apps/products-view/${pId}`);
    const approval = combobox(page, /^Approval/);
    await expect.poll(() => approval.textContent()).toContain('Draft');

    await choose(page, approval, 'Reviewed');
    await toastSays(page, 'Product status updated successfully!');
    await expect.poll(() => approval.textContent()).toContain('Reviewed');
    await page.getByText('English approved', { exact: true }).waitFor();

    // Draft from reviewed asks first: both languages become inactive.
    await choose(page, approval, 'Draft');
    let dialog = page.getByRole('dialog', { name: 'Confirm Status Change' });
    await dialog
      .getByText('This item will be marked as Inactive for both English and Arabic Activation. Please confirm.', { exact: true })
      .waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toastSays(page, 'Product status updated successfully!');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => approval.textContent()).toContain('Draft');
    await page.getByText('English inactive', { exact: true }).waitFor();

    // Deactivate asks too; Cancel leaves the status as it was.
    await choose(page, approval, 'Deactivate');
    dialog = page.getByRole('dialog', { name: 'Confirm Status Change' });
    await dialog.getByText('Are you sure you want to deactivate this product from the Website?', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await approval.textContent()).toContain('Draft');
    await choose(page, approval, 'Deactivate');
    await page.getByRole('dialog', { name: 'Confirm Status Change' }).getByRole('button', { name: 'Confirm' }).click();
    await toastSays(page, 'Product status updated successfully!');
    await expect.poll(() => approval.textContent()).toContain('Deactivate');

    await page.reload();
    await expect.poll(() => combobox(page, /^Approval/).textContent()).toContain('Deactivate');
    const stored = await productOf(operatorToken, pId);
    expect([stored.status, stored.status_ar, stored.approve]).toEqual(['d', 'd', 'd']);
  });

  it('opens a product from an encoder stock-in-transit row in CONTENT_CREATOR mode, in a new window, and updates its style', async () => {
    const { page, context } = operator;
    // The warehouse system reports the product made above in transit, waiting for content (the inbound feed's stand-in).
    const admin = (await signIn(baseUrl, 'admin', demoPassword)).body.data!.token;
    const made = await productOf(operatorToken, pId);
    const arrived = {
      upc: `E2E${RUN}`,
      pId,
      itemName: made.name,
      style: made.style,
      qty: 1,
      boxNo: `BOX-${RUN}`,
      action: 'CONTENT_CREATOR',
    };
    const fed = await api<number[]>(admin, 'POST', STOCK_PATHS.stockInTransitFeed, [arrived]);
    expect(fed.status).toBe(201);
    const row = { ...arrived, id: fed.body.data[0]! };
    const before = await productOf(operatorToken, row.pId!);

    await openFromMenu(page, 'Stock', 'Encoder Stock In Transit', '/apps/encoder-stock-in-transit');
    const grid = page.getByRole('table', { name: 'Stock in transit' });
    await textbox(page, 'UPC').fill(row.upc);
    await textbox(page, 'UPC').press('Enter');
    const line = grid.getByRole('row').filter({ hasText: row.boxNo });
    const [wizard] = await Promise.all([
      context.waitForEvent('page'),
      line.getByRole('button', { name: `Create Content for UPC ${row.upc}` }).click(),
    ]);
    const wizardErrors: string[] = [];
    wizard.on('pageerror', (error) => wizardErrors.push(error.message));
    await wizard.waitForURL((url) => url.pathname === `/apps/products-view/${row.pId}`);
    const query = new URL(wizard.url()).searchParams;
    expect([query.get('action'), query.get('mode'), query.get('ssId')]).toEqual(['CONTENT_CREATOR', 'CONTENT_CREATOR', String(row.id)]);
    await wizard.getByText(`Content creator: stock in transit ${row.id}, style ${row.style}`, { exact: true }).waitFor();
    await wizard.getByRole('img', { name: before.styleVerified ? 'Style verified' : 'Style not verified', exact: true }).waitFor();

    await button(wizard, 'Edit style').click();
    const drawer = wizard.getByRole('dialog', { name: 'Edit style' });
    await drawer.getByText(`Current style: ${before.style}`, { exact: true }).waitFor();
    await drawer.getByText(/The new style replaces the old one on the product and on its stock in transit/).waitFor();
    const update = drawer.getByRole('button', { name: 'Update & Save' });
    expect(await update.isDisabled()).toBe(true);
    await drawer.getByRole('textbox', { name: /^Style/ }).fill(NEW_STYLE.toLowerCase());
    await drawer.getByRole('textbox', { name: 'Variant' }).fill('');
    expect(await drawer.getByRole('textbox', { name: /^Style/ }).inputValue()).toBe(NEW_STYLE);
    // Save waits for the acknowledgement.
    expect(await update.isDisabled()).toBe(true);
    await drawer.getByRole('checkbox', { name: 'I have checked the style and variant against the item' }).check();
    await update.click();
    await toastSays(wizard, 'Style Updated successfully');
    await drawer.waitFor({ state: 'detached' });
    await wizard.getByRole('img', { name: 'Style verified', exact: true }).waitFor();
    expect(await textbox(wizard, /^Style/).inputValue()).toBe(NEW_STYLE);
    const after = await productOf(operatorToken, row.pId!);
    expect([after.style, after.styleVerified]).toEqual([NEW_STYLE, true]);
    expect(wizardErrors).toEqual([]);
    await wizard.close();

    // The row has its content now: the encoder's list no longer offers to create it.
    await page.reload();
    await textbox(page, 'UPC').fill(row.upc);
    await textbox(page, 'UPC').press('Enter');
    await line.waitFor();
    await line.getByRole('button', { name: /^Create Content/ }).waitFor({ state: 'detached' });
  });

  it('shows the office user every write greyed, and the API refuses their writes (403)', async () => {
    const { page } = office;
    await page.goto(`/apps/products-view/${pId}`);
    await page.getByText('You can view this product; changes need write access.', { exact: true }).waitFor();
    expect(await textbox(page, /^Name/).inputValue()).toBe(NAME);
    for (const name of [/^Store Type/, /^Parent Category/, /^Category/, /^Sub Category/, /^Brand/, /^Material/, /^Approval/])
      expect(await combobox(page, name).getAttribute('aria-disabled'), String(name)).toBe('true');
    for (const name of [/^Name/, /^Arabic Name/, /^Style/, /^Remarks/]) expect(await textbox(page, name).isDisabled()).toBe(true);
    expect(await button(page, 'Edit style').isDisabled()).toBe(true);

    // Reading goes on through every step.
    await button(page, 'Next').click();
    expect(await textbox(page, 'Bullet 1').isDisabled()).toBe(true);
    expect(await button(page, 'Add bullet').isDisabled()).toBe(true);
    expect(await button(page, 'Delete bullet 1').isDisabled()).toBe(true);
    await button(page, 'Next').click();
    await imageList(page).getByRole('listitem').first().waitFor();
    expect(await button(page, 'Choose images').isDisabled()).toBe(true);
    expect(await page.getByLabel('Image files').isDisabled()).toBe(true);
    expect(await button(page, 'Delete Main image').isDisabled()).toBe(true);
    expect(await button(page, 'Enlarge Main image').first().isEnabled()).toBe(true);
    await button(page, 'Next').click();
    const stock = page.getByRole('table', { name: `Stock information of PID ${pId}` });
    await stock.getByRole('row').filter({ hasText: UPC }).waitFor();
    expect(await button(page, 'Add New upc').isDisabled()).toBe(true);
    expect(await button(page, 'Add an Inbound QC Request').isDisabled()).toBe(true);
    expect(await stock.getByRole('button', { name: `Edit stock of UPC ${UPC}` }).isDisabled()).toBe(true);

    const token = (await storedToken(page)) ?? '';
    const product = await productOf(token, pId);
    const images = (await api<{ id: number; imageId: number }[]>(token, 'GET', `${PIM_PATHS.productImages}?pId=${pId}`)).body.data;
    const refused = async (method: string, path: string, body?: unknown) => (await api(token, method, path, body)).status;
    expect(await refused('POST', PIM_PATHS.productDetails, { ...product, name: 'Office edit', lang: 'en' })).toBe(403);
    expect(await refused('POST', PIM_PATHS.bulletsAndAttributes, { pId, revision: product.revision, bullet: [] })).toBe(403);
    expect(await refused('POST', PIM_PATHS.productStatus, { pId, approve: 'a' })).toBe(403);
    expect(await refused('PUT', PIM_PATHS.updateStyle, { pId, newStyle: 'OFFICE', OldStyle: NEW_STYLE })).toBe(403);
    expect(await refused('PUT', PIM_PATHS.productImagesOrder, { pId, ids: images.map((i) => i.id) })).toBe(403);
    expect(await refused('DELETE', PIM_PATHS.productImage(images[0]!.id))).toBe(403);
    expect(await refused('POST', PIM_PATHS.productImages, { pId, imageIds: [images[0]!.imageId] })).toBe(403);
    expect(await refused('POST', STOCK_PATHS.stock, { pId, sizeId: 1, upc: `${UPC}X` })).toBe(403);
    const picture = await png('office.png', 200);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture.buffer)], { type: 'image/png' }), picture.name);
    const upload = await fetch(`${baseUrl}${IMAGE_PATHS.images}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(403);

    // Nothing changed.
    const after = await productOf(token, pId);
    expect([after.name, after.style, after.approve, after.revision]).toEqual([NAME, NEW_STYLE, 'd', product.revision]);
  });

  it('threw no uncaught error in the pages along the way', () => {
    expect(operator.pageErrors).toEqual([]);
    expect(office.pageErrors).toEqual([]);
  });
});
