import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIM_PATHS } from '../../src/domain/catalogue/paths.ts';
import type { ProductImage } from '../../src/domain/catalogue/product-images.ts';
import { drawPendingPictures, PICTURES_AT_START, seedCatalogueImages } from '../../server/seed/catalogue-images.ts';
import { paintOfVariant } from '../../server/seed/product-pictures.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newest = (n: number) => t.app.db.selectFrom('products').select(['p_id', 'variant']).orderBy('p_id', 'desc').limit(n).execute();
const imageRows = () =>
  t.app.db
    .selectFrom('product_images')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();

describe('demo product pictures', () => {
  it('are left out of a database seeded without a data folder (the tests’ template)', async () => {
    expect(Number((await imageRows()).n)).toBe(0);
  });

  it('give the newest products a main and a secondary picture of their own, in their colour, with 40×50 thumbnails', async () => {
    await seedCatalogueImages(t.app.db, { kind: 'demo', password: 'x', dataCentre: 'uae', dataDir: t.config.DATA_DIR, pictures: 3 });
    expect(Number((await imageRows()).n)).toBe(6);
    const token = await signIn(t.app, 'operator');
    const seen = new Set<string>();
    let painted = 0;
    for (const product of await newest(3)) {
      const res = await t.app.inject({
        method: 'GET',
        url: PIM_PATHS.productImages,
        query: { pId: String(product.p_id) },
        headers: { authorization: `Bearer ${token}` },
      });
      const images = res.json().data as ProductImage[];
      expect(images.map((i) => [i.kind, i.position, i.contentType, i.width, i.height])).toEqual([
        ['production', 0, 'image/jpeg', 320, 400],
        ['production', 1, 'image/jpeg', 320, 400],
      ]);
      for (const image of images) seen.add(image.url);
      const main = await t.app.inject({ method: 'GET', url: images[0]!.url });
      expect(main.statusCode).toBe(200);
      const thumbnail = await t.app.inject({ method: 'GET', url: images[0]!.thumbnailUrl });
      expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 40, height: 50 });
      // The colour block in the middle of the main picture is painted in the product's colour.
      const paint = paintOfVariant(product.variant);
      if (paint) {
        const data = await sharp(main.rawPayload).extract({ left: 150, top: 160, width: 1, height: 1 }).raw().toBuffer();
        const expected = [1, 3, 5].map((at) => parseInt(paint.slice(at, at + 2), 16));
        [0, 1, 2].forEach((c) => expect(Math.abs(data[c]! - expected[c]!), `${product.variant} channel ${c}`).toBeLessThan(16));
        painted++;
      }
    }
    expect(painted).toBeGreaterThan(0);
    // Every picture is its product's own.
    expect(seen.size).toBe(6);

    // Products that have pictures are not drawn again.
    await seedCatalogueImages(t.app.db, { kind: 'demo', password: 'x', dataCentre: 'uae', dataDir: t.config.DATA_DIR, pictures: 3 });
    expect(Number((await imageRows()).n)).toBe(12);
  });

  it('draw the rest of SEED_IMAGES once the server listens, a batch at a time, going on where a stopped start left off', async () => {
    const wanted = PICTURES_AT_START + 20;
    await seedCatalogueImages(t.app.db, { kind: 'demo', password: 'x', dataCentre: 'uae', dataDir: t.config.DATA_DIR, pictures: wanted });
    const pictured = async () => {
      const rows = await t.app.db.selectFrom('product_images').select('p_id').distinct().execute();
      return new Set(rows.map((r) => r.p_id));
    };
    const range = (await newest(wanted + 1)).map((p) => p.p_id);
    const waiting = () => pictured().then((done) => range.slice(0, wanted).filter((pId) => !done.has(pId)).length);
    // Six of the newest had pictures from the test before; the first start drew 60 more.
    expect(await waiting()).toBe(14);

    let checks = 0;
    expect(await drawPendingPictures(t.app.db, t.config.DATA_DIR, () => checks++ > 0)).toBe(8);
    expect(await waiting()).toBe(6);
    expect(await drawPendingPictures(t.app.db, t.config.DATA_DIR, () => false)).toBe(6);
    expect(await waiting()).toBe(0);
    // Done: nothing is pending, and products beyond SEED_IMAGES have none.
    expect(await drawPendingPictures(t.app.db, t.config.DATA_DIR, () => false)).toBe(0);
    expect((await pictured()).has(range[wanted]!)).toBe(false);
  }, 120_000);
});
