import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPDATE_PATHS } from '../../../src/domain/activation/update-paths.ts';
import { attachProductImages } from '../../../src/components/product-images/api/attach-product-images.ts';
import { uploadImages } from '../../../src/components/product-images/api/upload-images.ts';
import { EMPTY_FILTER, generateCustomQueue, generateGlobalQueue } from '../../../src/features/activation/api/generate-queue.ts';
import { getQueueCount } from '../../../src/features/activation/api/get-queue.ts';
import { ProductUpdatePage } from '../../../src/features/activation/product-update-page.tsx';
import { getProduct } from '../../../src/features/products-view/api/get-product.ts';
import { getStockInfo } from '../../../src/features/products-view/stock/api/get-stock-info.ts';
import { getClientConfig, useClientConfig } from '../../../src/lib/client-config.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

let asOperator: () => void;
let pId = 0;
let upc = '';

/** A real PNG of a shade of its own (the image store keeps one record per picture). */
const shot = async (shade: number) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 140, height: 175, channels: 3, background: { r: shade, g: Date.now() % 200, b: 60 } } })
          .png()
          .toBuffer(),
      ),
    ],
    `studio-${shade}.png`,
    { type: 'image/png' },
  );

// A product of the seed (which draws no pictures here) gets two studio shots of one of its UPCs:
// it belongs to the studio queue, and a custom queue of its PID holds it alone.
beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOperator();
  for (let candidate = 1700; !upc; candidate++) {
    const product = await getProduct(candidate);
    const stock = await getStockInfo(candidate);
    if (product.status !== 'd' && stock.length) [pId, upc] = [candidate, stock[0]!.upc];
  }
  const stored = await uploadImages([await shot(40), await shot(90)]);
  await attachProductImages({ pId, imageIds: stored.map((s) => s.id), kind: 'studio', upc });
  await generateGlobalQueue('UPDATE', UPDATE_PATHS);
  await generateCustomQueue({ ...EMPTY_FILTER, pid: String(pId) }, 'UPDATE', UPDATE_PATHS);
});

beforeEach(async () => {
  asOperator();
  useClientConfig.getState().reset({ status: 'ready', config: { ...(await getClientConfig()), legacyAdminUrl: null } });
});

describe('the studio image edit queue', { timeout: 60_000 }, () => {
  it("opens a UPC's shots in the image manager, takes one into the website images, and Next takes the product out", async () => {
    await renderPage(ProductUpdatePage, '/apps/cms/product-update?filter=STUDIO');
    await screen.findByText(`PID ${pId}`, undefined, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Custom queue' })).toBeInTheDocument();
    expect(screen.getByText('1 products to update')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: new RegExp(`^Edit UPC ${upc} · `) }));
    const dialog = await screen.findByRole('dialog', { name: `Edit studio images: PID ${pId}, UPC ${upc}` });
    const shots = within(dialog).getByRole('region', { name: 'Studio images of this UPC' });
    expect(within(shots).getAllByRole('img')).toHaveLength(2);
    await user.click(within(shots).getByRole('button', { name: 'Add Studio image 1 to the website images' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Image added'));
    expect(within(shots).getAllByRole('button', { name: 'Among the website images' })[0]).toBeDisabled();
    const website = within(dialog).getByRole('list', { name: 'Product images, main first' });
    expect(within(website).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    const before = await getQueueCount('UPDATE-GLOBAL', UPDATE_PATHS);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('0 products to update');
    expect(await getQueueCount('UPDATE-GLOBAL', UPDATE_PATHS)).toBe(before - 1);
    expect(screen.getByRole('button', { name: 'Generate global queue' })).toBeEnabled();
  });
});
