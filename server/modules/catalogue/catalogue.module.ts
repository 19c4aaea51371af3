import { catalogueWords } from '../../../src/domain/catalogue/words.ts';
import { seedCatalogue } from '../../seed/catalogue.ts';
import { seedCatalogueImages } from '../../seed/catalogue-images.ts';
import type { ServerModule } from '../server-module.ts';
import catalogueRoutes from './catalogue.routes.ts';

/** The catalogue (pim service): category tree, brands, attributes, products and the wizard's calls. */
export const catalogueModule: ServerModule = {
  name: 'catalogue',
  routes: catalogueRoutes,
  seedSteps: [
    { key: 'seeded-catalogue', run: seedCatalogue },
    { key: 'seeded-catalogue-images', run: seedCatalogueImages },
  ],
  words: [catalogueWords],
};
