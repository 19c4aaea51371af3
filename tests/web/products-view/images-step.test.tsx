import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductView } from '../../../src/domain/catalogue/products.ts';
import { getProduct } from '../../../src/features/products-view/api/get-product.ts';
import { attachProductImages } from '../../../src/components/product-images/api/attach-product-images.ts';
import { getStockInfo } from '../../../src/features/products-view/stock/api/get-stock-info.ts';
import { uploadImages } from '../../../src/components/product-images/api/upload-images.ts';
import { ImagesStep } from '../../../src/features/products-view/images/images-step.tsx';
import { getClientConfig, useClientConfig } from '../../../src/lib/client-config.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

let asOperator: () => void;
let asOffice: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
});

beforeEach(async () => {
  asOperator();
  await withLegacyAdmin(null);
});

async function withLegacyAdmin(legacyAdminUrl: string | null) {
  useClientConfig.getState().reset({ status: 'ready', config: { ...(await getClientConfig()), legacyAdminUrl } });
}

/** A real PNG of a colour and size of its own (the store keeps one record per picture). */
const png = async (name: string, r: number) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 120 + r, height: 150, channels: 3, background: { r, g: 90, b: 40 } } })
          .png()
          .toBuffer(),
      ),
    ],
    name,
    {
      type: 'image/png',
    },
  );

const renderStep = (product: ProductView | null, canWrite: boolean) =>
  renderPage(() => <ImagesStep product={product} canWrite={canWrite} />, '/apps/products-view');

const list = () => screen.getByRole('list', { name: 'Product images, main first' });
const thumbnailOf = (name: string) => within(list()).getByRole('img', { name }).getAttribute('src');

describe('Images step', () => {
  it('asks to save the details first for a product not yet saved', async () => {
    await renderStep(null, true);
    expect(screen.getByText('Save the product details first: images are added to a saved product.')).toBeInTheDocument();
  });

  it('uploads by the button and by dropping, orders main and secondary images with the keyboard, previews and deletes', async () => {
    const product = await getProduct(11);
    await renderStep(product, true);
    const user = userEvent.setup();
    expect(await screen.findByText('This product has no images yet.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Image files'), [await png('front.png', 10), await png('back.png', 60)]);
    await waitFor(() => expect(currentToast()?.message).toBe('2 images added'));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    const front = thumbnailOf('Main image');
    const back = thumbnailOf('Secondary image 1');
    expect(front).toMatch(/^\/api\/files\/images\/[0-9a-f]{64}\.png$/);
    expect(front).not.toBe(back);

    const dropped = await png('side.png', 110);
    fireEvent.drop(screen.getByTestId('image-drop-zone'), { dataTransfer: { files: [dropped], types: ['Files'] } });
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3));
    const side = thumbnailOf('Secondary image 2');

    // Reordered from the keyboard: the buttons are reached with Tab and pressed with Enter.
    screen.getByRole('button', { name: 'Move Secondary image 1 earlier' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(thumbnailOf('Main image')).toBe(back));
    expect(currentToast()?.message).toBe('Image order saved');
    expect(thumbnailOf('Secondary image 1')).toBe(front);
    // The keyboard focus follows the moved image, now the main one, to its enabled move button.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Main image later' })));
    expect(screen.getByRole('button', { name: 'Move Main image earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Secondary image 2 later' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Make Secondary image 2 the main image' }));
    await waitFor(() => expect(thumbnailOf('Main image')).toBe(side));
    expect([thumbnailOf('Secondary image 1'), thumbnailOf('Secondary image 2')]).toEqual([back, front]);

    await user.click(within(list()).getByRole('button', { name: 'Enlarge Secondary image 1' }));
    const preview = await screen.findByRole('dialog', { name: 'Secondary image 1' });
    expect(within(preview).getByRole('img', { name: 'Secondary image 1' }).getAttribute('src')).not.toBe(back);
    expect(within(preview).getByText('180 × 150 pixels')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete Main image' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete image' });
    expect(within(confirm).getByText('Delete Main image from this product?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Image deleted'));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(thumbnailOf('Main image')).toBe(back);

    // What the server holds, read again from scratch.
    const again = await renderStep(await getProduct(11), true);
    await waitFor(() => expect(thumbnailOf('Secondary image 1')).toBe(front));
    again.unmount();
  }, 60_000);

  it("shows the server's refusals: a file that is not a JPG or PNG (415) and one over 5 MB (413)", async () => {
    await renderStep(await getProduct(12), true);
    await screen.findByText('This product has no images yet.');
    const gif = new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3a3' } })
            .gif()
            .toBuffer(),
        ),
      ],
      'logo.png',
    );
    fireEvent.drop(screen.getByTestId('image-drop-zone'), { dataTransfer: { files: [gif], types: ['Files'] } });
    // The server's words after the file's name (jsdom's File loses its name on the way through Node's fetch).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /: only JPG and PNG images are accepted \(judged by the file's contents, not its name\)$/,
    );

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png');
    await userEvent.setup().upload(screen.getByLabelText('Image files'), big);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/: an image may be at most 5 MB$/));
    expect(screen.getByText('This product has no images yet.')).toBeInTheDocument();
  }, 30_000);

  it('greys every change out for a user who may only read', async () => {
    const product = await getProduct(13);
    const stored = await uploadImages([await png('a.png', 150), await png('b.png', 170)]);
    await attachProductImages({ pId: 13, imageIds: stored.map((s) => s.id) });
    asOffice();
    await renderStep(product, false);
    await waitFor(() => expect(within(list()).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Choose images' })).toBeDisabled();
    expect(screen.getByLabelText('Image files')).toBeDisabled();
    for (const name of ['Delete Main image', 'Move Secondary image 1 earlier', 'Make Secondary image 1 the main image'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    // Previews stay open to a reader.
    expect(within(list()).getByRole('button', { name: 'Enlarge Main image' })).toBeEnabled();
  });

  it('embeds the legacy image-edit page, 700 high, with the PID and the first UPC, and a picker for the others', async () => {
    let pId = 0;
    let upcs: string[] = [];
    for (let candidate = 1; candidate < 60 && upcs.length < 2; candidate++)
      [pId, upcs] = [candidate, (await getStockInfo(candidate)).map((s) => s.upc)];
    expect(upcs.length).toBeGreaterThan(1);
    await withLegacyAdmin('https://legacy.example.com/admin/Default.aspx');
    await renderStep(await getProduct(pId), true);
    const frame = await screen.findByTitle(`Image editor of product ${pId}, UPC ${upcs[0]}`);
    const src = new URL(frame.getAttribute('src')!);
    expect(`${src.origin}${src.pathname}`).toBe('https://legacy.example.com/admin/product/image-edit');
    expect([src.searchParams.get('pid'), src.searchParams.get('upc')]).toEqual([String(pId), upcs[0]]);
    expect(frame).toHaveStyle({ height: '700px' });
    expect(screen.queryByRole('button', { name: 'Choose images' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'UPC' }));
    await user.click(screen.getByRole('option', { name: upcs[1] }));
    const next = await screen.findByTitle(`Image editor of product ${pId}, UPC ${upcs[1]}`);
    expect(new URL(next.getAttribute('src')!).searchParams.get('upc')).toBe(upcs[1]);
    await act(() => withLegacyAdmin(null));
  });
});
