import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductView } from '../../../src/domain/catalogue/products.ts';
import { getProduct } from '../../../src/features/products-view/api/get-product.ts';
import { ProductViewPage } from '../../../src/features/products-view/product-view-page.tsx';
import { renderPage, signedInAs } from '../render-page.tsx';

const ROUTE = '/apps/products-view/:pid?';
let product: ProductView;
let asOperator: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOperator();
  // A demo product with both an English and an Arabic name.
  for (let pId = 1; pId <= 200; pId++) {
    const found = await getProduct(pId).catch(() => null);
    if (found?.name && found.ar_name) {
      product = found;
      break;
    }
  }
  expect(product).toBeDefined();
});

beforeEach(() => asOperator());

describe('the product’s name in the reader’s language', () => {
  it('heads the wizard with the Arabic name for an Arabic reader, the English one beside it; English first otherwise', async () => {
    const arabic = await renderPage(ProductViewPage, `/apps/products-view/${product.pId}`, { route: ROUTE, language: 'ar' });
    const heading = await screen.findByRole('heading', { name: product.ar_name });
    expect(heading).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText(product.name)).toBeInTheDocument();
    arabic.unmount();

    await renderPage(ProductViewPage, `/apps/products-view/${product.pId}`, { route: ROUTE });
    expect(await screen.findByRole('heading', { name: product.name })).toBeInTheDocument();
    expect(screen.getByText(product.ar_name)).toHaveAttribute('dir', 'rtl');
  });
});
