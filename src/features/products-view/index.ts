import { catalogueWords } from '../../domain/catalogue/words.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { productsViewResources, PRODUCTS_VIEW_NS } from './i18n.ts';

/** The product view wizard, for the app shell (src/app/features.ts): `/apps/products-view/:pid?`. */
export const productsViewFeature: FeatureDescriptor = {
  pages: [
    {
      page: '/apps/products-view',
      params: ':pid?',
      load: () => import('./product-view-page.tsx').then((m) => m.ProductViewPage),
      // Its own small chunk: the office pages' shared code stays without it.
      preload: ({ params }, queryClient) =>
        import('./product-queries.ts').then((m) => m.prefetchProductDetails(queryClient, m.positiveId(params.pid))),
    },
  ],
  i18n: { namespace: PRODUCTS_VIEW_NS, resources: productsViewResources },
  // The product form's rules and the missing mandatory attributes are said by the wizard itself.
  words: [catalogueWords],
  entities: { product: { title: 'entity', fields: 'fields' } },
};
