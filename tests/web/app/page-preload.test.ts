import { waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadPageData } from '../../../src/app/page-preload.ts';
import { productKey } from '../../../src/features/products-view/product-queries.ts';
import { createQueryClient } from '../../../src/lib/query/query-client.ts';
import { clearToken } from '../../../src/lib/token-storage.ts';
import { signedInAs } from '../render-page.tsx';

let restoreSession: () => void;
let client: QueryClient;

// Long enough for a preload's code to arrive, had one been started.
const settled = () => new Promise((resolve) => setTimeout(resolve, 300));
const at = (pathname: string) => ({ pathname, search: '' });
const keysOf = (c: QueryClient) =>
  c
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey[0]);
// What a page's own preload fetched, beside the user's saved views and columns that every page's start fetches.
const MEMORY = 'list-memory';
const keys = () => keysOf(client).filter((k) => k !== MEMORY);

beforeAll(async () => {
  restoreSession = await signedInAs('operator');
});

beforeEach(() => {
  restoreSession();
  client = createQueryClient({ test: true });
});

describe('a cold start at a page address', () => {
  it("fetches the product view's product and its whole category path before the page renders", async () => {
    preloadPageData(at('/apps/products-view/101'), client);
    await waitFor(() => expect(client.getQueryData(productKey(101))).toMatchObject({ pId: 101 }));
    const product = client.getQueryData<{ catId: number; subCatId: number }>(productKey(101))!;
    // The lists of its path leave as soon as the product arrives, not after a render asks for them.
    await waitFor(() =>
      expect(keys()).toEqual(
        expect.arrayContaining(['mainCategories', 'parentCategories', 'brands', 'categories', 'subCategories', 'attributes']),
      ),
    );
    const subCategories = client.getQueryCache().find({ queryKey: ['subCategories', 'lookup', { catId: product.catId }] });
    const attributes = client.getQueryCache().find({ queryKey: ['attributes', 'lookup', { subCatId: product.subCatId }] });
    expect(subCategories).toBeDefined();
    expect(attributes).toBeDefined();
  });

  it('fetches only the pick lists for a new product, and nothing for an address that is not a product', async () => {
    preloadPageData(at('/apps/products-view'), client);
    await waitFor(() => expect(keys().sort()).toEqual(['brands', 'mainCategories', 'parentCategories']));
    const other = createQueryClient({ test: true });
    preloadPageData(at('/apps/products-view/101/extra'), other);
    await settled();
    expect(keysOf(other)).toEqual([MEMORY, MEMORY]);
  });

  it("fetches only the user's saved views and columns for a page that declares no preload, and nothing without a session", async () => {
    preloadPageData(at('/apps/country-settings'), client);
    await waitFor(() => expect(keysOf(client)).toEqual([MEMORY, MEMORY]));
    clearToken();
    const signedOut = createQueryClient({ test: true });
    preloadPageData(at('/apps/products-view/101'), signedOut);
    await settled();
    expect(signedOut.getQueryCache().getAll()).toHaveLength(0);
  });
});
