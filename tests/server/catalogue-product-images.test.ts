import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIM_PATHS } from '../../src/domain/catalogue/paths.ts';
import type { ProductImage } from '../../src/domain/catalogue/product-images.ts';
import type { ProductView } from '../../src/domain/catalogue/products.ts';
import { IMAGE_PATHS, type StoredImage } from '../../src/domain/images/contracts.ts';
import * as catalogue from '../../server/modules/catalogue/catalogue-seed.service.ts';
import { SYSTEM_ACTOR } from '../../server/shared/actor.ts';
import { makeJpeg, makePng, multipart } from '../support/image-files.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import type { TestUser } from '../support/test-users.ts';
import { catalogueUsers, testCatalogue, type TestCatalogue } from './catalogue-support.ts';

let t: TestApp;
let c: TestCatalogue;
let users: Awaited<ReturnType<typeof catalogueUsers>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await testCatalogue(t.app.db, 'Pi');
  users = await catalogueUsers(t.app, 'PI');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object, user: TestUser = users.writer, query?: Record<string, string>) =>
  t.app.inject({ method, url, payload, query, headers: user.headers });

let styleNo = 0;
async function newProduct(): Promise<number> {
  const [pId] = await catalogue.addProducts(
    t.app.db,
    [
      {
        mId: c.mainId,
        pCatId: c.menId,
        catId: c.sub('Sneakers').catId,
        subCatId: c.sub('Sneakers').subCatId,
        brandId: c.brand,
        name: 'Images test shoe',
        ar_name: '',
        details: '',
        ar_details: '',
        features: '',
        ar_features: '',
        style: `PI-${++styleNo}`,
        variant: '',
        remarks: '',
        metaTag: '',
        shortDesc: '',
        status: 'i',
        status_ar: 'i',
        approve: 'i',
        currentPrice: 10,
        bullets: [],
        attributes: [],
      },
    ],
    SYSTEM_ACTOR,
  );
  return pId!;
}

/** Uploads pictures to the image store as the wizard does first; answers their ids. */
async function uploaded(...pictures: Buffer[]): Promise<StoredImage[]> {
  const body = await multipart(pictures.map((bytes, n) => ({ name: `p${n}.png`, bytes })));
  const res = await t.app.inject({
    method: 'POST',
    url: IMAGE_PATHS.images,
    payload: body.payload,
    headers: { ...users.writer.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as StoredImage[];
}

/** Distinct pictures (the store keeps one row per content). */
let shade = 0;
const picture = () => makePng(60 + (shade++ % 200), 80);

const list = async (pId: number, user: TestUser = users.reader) => {
  const res = await send('GET', PIM_PATHS.productImages, undefined, user, { pId: String(pId) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ProductImage[];
};
const attach = (pId: number, imageIds: number[], extra: object = {}, user?: TestUser) =>
  send('POST', PIM_PATHS.productImages, { pId, imageIds, ...extra }, user);
const order = (pId: number, ids: number[], user?: TestUser) => send('PUT', PIM_PATHS.productImagesOrder, { pId, ids }, user);
const revisionOf = async (pId: number) =>
  ((await send('GET', PIM_PATHS.productDetails, undefined, users.reader, { pId: String(pId) })).json().data as ProductView).revision;

describe("a product's images", () => {
  it('attaches uploaded pictures in order: the first is the main image, with its 40×50 thumbnail, and the product view shows them', async () => {
    const pId = await newProduct();
    expect(await list(pId)).toEqual([]);
    const revision = await revisionOf(pId);
    const [a, b] = await uploaded(await picture(), await makeJpeg(300, 400));
    const res = await attach(pId, [a!.id, b!.id]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('2 images added');
    const images = res.json().data as ProductImage[];
    expect(images.map((i) => [i.imageId, i.position, i.kind, i.upc])).toEqual([
      [a!.id, 0, 'production', null],
      [b!.id, 1, 'production', null],
    ]);
    expect(images[1]).toMatchObject({ url: b!.url, thumbnailUrl: b!.thumbnailUrl, contentType: 'image/jpeg', width: 300, height: 400 });
    expect(await list(pId)).toEqual(images);

    const thumbnail = await t.app.inject({ method: 'GET', url: images[0]!.thumbnailUrl });
    expect(thumbnail.statusCode).toBe(200);
    const { default: sharp } = await import('sharp');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 40, height: 50 });

    const view = (await send('GET', PIM_PATHS.productDetails, undefined, users.reader, { pId: String(pId) })).json().data as ProductView;
    expect(view.prodImage).toBe(a!.url);
    expect(view.images.map((i) => i.prodImage)).toEqual([a!.url, b!.url]);
    // Images are no part of the wizard's forms: an open details form can still be saved.
    expect(view.revision).toBe(revision);
  });

  it('orders them (main first) and deletes one, the next moving up; the picture goes once nothing shows it', async () => {
    const pId = await newProduct();
    const pictures = await uploaded(await picture(), await picture(), await picture());
    const attached = (
      await attach(
        pId,
        pictures.map((p) => p.id),
      )
    ).json().data as ProductImage[];
    const [first, second, third] = attached.map((i) => i.id);

    const res = await order(pId, [third!, first!, second!]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Image order saved');
    expect((res.json().data as ProductImage[]).map((i) => [i.id, i.position])).toEqual([
      [third, 0],
      [first, 1],
      [second, 2],
    ]);

    const removed = await send('DELETE', PIM_PATHS.productImage(third!));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Image deleted');
    expect((removed.json().data as ProductImage[]).map((i) => [i.id, i.position])).toEqual([
      [first, 0],
      [second, 1],
    ]);
    const gone = pictures[2]!;
    expect((await t.app.inject({ method: 'GET', url: gone.url })).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('stored_images').select('id').where('id', '=', gone.id).executeTakeFirst()).toBeUndefined();
    expect((await send('DELETE', PIM_PATHS.productImage(third!))).statusCode).toBe(404);
  });

  it("keeps a picture another product still shows, and ties a picture to one of the product's own UPCs", async () => {
    const [pId, other] = [await newProduct(), await newProduct()];
    const [shared] = await uploaded(await picture());
    await attach(pId, [shared!.id]);
    const [onOther] = (await attach(other, [shared!.id])).json().data as ProductImage[];
    await t.app.db
      .insertInto('stock_items')
      .values({ p_id: pId, upc: `PIUPC${pId}`, created_name: 'Test' })
      .execute();

    expect((await send('DELETE', PIM_PATHS.productImage(onOther!.id))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: shared!.url })).statusCode).toBe(200);

    const [encoder] = await uploaded(await picture());
    const res = await attach(pId, [encoder!.id], { kind: 'encoder', upc: `piupc${pId}` });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json().data as ProductImage[]).find((i) => i.kind === 'encoder')).toMatchObject({ upc: `PIUPC${pId}`, position: 0 });
    const foreign = await attach(pId, [encoder!.id], { kind: 'studio', upc: `PIUPC${other}` });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toMatchObject([{ field: 'upc', message: `UPC PIUPC${other} is not one of product ${pId}'s UPCs` }]);
  });
});

describe('refusals', () => {
  it('answers 404 for an unknown product or picture', async () => {
    const pId = await newProduct();
    const [p] = await uploaded(await picture());
    expect((await send('GET', PIM_PATHS.productImages, undefined, users.reader, { pId: '999999' })).statusCode).toBe(404);
    expect((await attach(999_999, [p!.id])).statusCode).toBe(404);
    const unknown = await attach(pId, [p!.id, 2_000_000_000]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].field).toBe('imageIds.1');
    expect(await list(pId)).toEqual([]);
    expect((await order(999_999, [1])).statusCode).toBe(404);
  });

  it("answers 400 for ids that are not the product's, listed twice or already attached; 409 for an order missing one", async () => {
    const [pId, other] = [await newProduct(), await newProduct()];
    const [a, b, x] = await uploaded(await picture(), await picture(), await picture());
    const mine = (await attach(pId, [a!.id, b!.id])).json().data as ProductImage[];
    const theirs = (await attach(other, [x!.id])).json().data as ProductImage[];

    const foreign = await order(pId, [mine[0]!.id, theirs[0]!.id]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('ids.1');
    const twice = await order(pId, [mine[0]!.id, mine[0]!.id]);
    expect(twice.statusCode).toBe(400);
    // Named by the field's label and its row, never by the contract's name.
    expect(twice.json().message).toBe(`Images (Row 2): Image ${mine[0]!.id} is listed twice`);
    const stale = await order(pId, [mine[1]!.id]);
    expect(stale.statusCode).toBe(409);
    expect((await attach(pId, [a!.id])).json().errors[0]).toMatchObject({
      field: 'imageIds.0',
      message: `Image ${a!.id} is already one of this product's images of this kind`,
    });
    expect((await attach(pId, [x!.id, x!.id])).statusCode).toBe(400);
    expect((await list(pId)).map((i) => i.imageId)).toEqual([a!.id, b!.id]);
  });

  it('answers 400 naming the field for a malformed body or query', async () => {
    const pId = await newProduct();
    const cases: [Method, string, object | undefined, Record<string, string> | undefined, string][] = [
      ['GET', PIM_PATHS.productImages, undefined, { pId: 'abc' }, 'pId'],
      ['POST', PIM_PATHS.productImages, { pId, imageIds: [] }, undefined, 'imageIds'],
      ['POST', PIM_PATHS.productImages, { pId, imageIds: ['1'] }, undefined, 'imageIds'],
      ['POST', PIM_PATHS.productImages, { pId, imageIds: [1], kind: 'poster' }, undefined, 'kind'],
      ['POST', PIM_PATHS.productImages, { pId, imageIds: [1], upc: 'not a upc' }, undefined, 'upc'],
      ['PUT', PIM_PATHS.productImagesOrder, { pId, ids: 'first' }, undefined, 'ids'],
      ['PUT', PIM_PATHS.productImagesOrder, { ids: [1] }, undefined, 'pId'],
      ['DELETE', PIM_PATHS.productImage('x'), undefined, undefined, 'id'],
    ];
    for (const [method, url, payload, query, field] of cases) {
      const res = await send(method, url, payload, users.writer, query);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload ?? query)}: ${res.body}`).toBe(400);
      expect(res.body, `${method} ${url}`).toContain(field);
    }
  });

  it('refuses in Arabic with the Arabic label and the rule in Arabic', async () => {
    const pId = await newProduct();
    const res = await t.app.inject({
      method: 'POST',
      url: PIM_PATHS.productImages,
      payload: { pId, imageIds: [] },
      headers: { ...users.writer.headers, 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'الصور: صورة واحدة على الأقل', key: 'fields:problems' });
  });

  it('lets an L1 user read but not write (403), and a user with no grant do neither', async () => {
    const pId = await newProduct();
    const [p] = await uploaded(await picture());
    const [attached] = (await attach(pId, [p!.id])).json().data as ProductImage[];
    expect(await list(pId, users.reader)).toHaveLength(1);
    expect((await attach(pId, [p!.id], {}, users.reader)).statusCode).toBe(403);
    expect((await order(pId, [attached!.id], users.reader)).statusCode).toBe(403);
    expect((await send('DELETE', PIM_PATHS.productImage(attached!.id), undefined, users.reader)).statusCode).toBe(403);
    expect((await send('GET', PIM_PATHS.productImages, undefined, users.stranger, { pId: String(pId) })).statusCode).toBe(403);
    expect(await list(pId)).toHaveLength(1);
  });
});
