import type { Db } from '../db/connect.ts';
import * as catalogue from '../modules/catalogue/catalogue-seed.service.ts';
import { picturesOf } from './product-pictures.ts';
import type { SeedOptions } from './seed-step.ts';
import { demoActor } from './users.ts';

/** Pictures drawn at once; sharp draws them on its own threads while the database stores the last ones. */
const BATCH = 8;

/**
 * Demo pictures, main and secondary, for the newest SEED_IMAGES products (docs/decisions.md "Demo
 * product pictures": drawing all 2,000 would hold the first start for half a minute). Needs the
 * server's DATA_DIR for the files: a database seeded on its own gets none.
 */
export async function seedCatalogueImages(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo' || !options.dataDir || !options.pictures) return;
  const by = await demoActor(db, 'admin');
  const products = await catalogue.productsWithoutPictures(db, options.pictures);
  for (let from = 0; from < products.length; from += BATCH) {
    const batch = products.slice(from, from + BATCH);
    const drawn = await Promise.all(batch.map(async (p) => ({ pId: p.pId, pictures: await picturesOf(p) })));
    await catalogue.addProductPictures(db, options.dataDir, drawn, by);
  }
}
