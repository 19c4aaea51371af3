import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_PATHS, type StoredImage } from '../../src/domain/images/contracts.ts';
import { IMAGE_MAX_BYTES, IMAGE_MAX_FILES } from '../../src/domain/images/image-rules.ts';
import { imageStorageFor } from '../../server/modules/images/image-storage.ts';
import { deleteImage } from '../../server/modules/images/images.service.ts';
import { imagesDirOf } from '../../server/modules/images/local-disk-storage.ts';
import { makeGif, makeJpeg, makePng, multipart, type Part } from '../support/image-files.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';

let t: TestApp;
let editor: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createTestUser(t.app, 'IMG-EDITOR', [{ page: '/apps/products-view', level: 'L2' }]);
  reader = await createTestUser(t.app, 'IMG-READER', [{ page: '/apps/products-view', level: 'L1' }]);
});
afterAll(() => t.close());

async function upload(parts: Part[], headers: Record<string, string> = editor.headers) {
  const body = await multipart(parts);
  return t.app.inject({ method: 'POST', url: IMAGE_PATHS.images, payload: body.payload, headers: { ...headers, ...body.headers } });
}
const imageCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('stored_images')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedFiles = () => {
  try {
    return readdirSync(imagesDirOf(t.config.DATA_DIR), { recursive: true }).filter((f) => String(f).includes('.')).length;
  } catch {
    return 0;
  }
};
const fetchBytes = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

describe('uploading images', () => {
  it('stores a real JPG with a real 40×50 thumbnail and answers its record', async () => {
    const res = await upload([{ name: 'shoe.jpg', bytes: await makeJpeg(400, 600), type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: 'Image uploaded', key: 'images:uploaded', params: { count: 1 } });
    const [image] = res.json().data as StoredImage[];
    expect(image).toMatchObject({
      id: expect.any(Number),
      contentType: 'image/jpeg',
      width: 400,
      height: 600,
      createdName: 'IMG-EDITOR Tester',
    });
    expect(image!.url).toBe(IMAGE_PATHS.image(image!.key));
    expect(image!.key).toMatch(/^[0-9a-f]{64}\.jpg$/);

    const full = await sharp(await fetchBytes(image!.url)).metadata();
    expect(full).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
    const thumbnail = await fetchBytes(image!.thumbnailUrl);
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 50 });
    // A real picture: decodes whole into 40×50 pixels of 3 channels.
    const { info } = await sharp(thumbnail).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 40, height: 50, channels: 3 });

    const row = await t.app.db.selectFrom('stored_images').selectAll().where('id', '=', image!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      storage_key: image!.key,
      sha256: image!.key.slice(0, 64),
      thumbnail_key: image!.thumbnailKey,
      created_by: editor.id,
    });
  });

  it('stores a real PNG, keeping its transparency in the thumbnail', async () => {
    const res = await upload([{ name: 'logo.png', bytes: await makePng(300, 200) }]);
    expect(res.statusCode).toBe(201);
    const [image] = res.json().data as StoredImage[];
    expect(image).toMatchObject({ contentType: 'image/png', width: 300, height: 200 });
    expect(image!.key).toMatch(/\.png$/);
    const thumb = await sharp(await fetchBytes(image!.thumbnailUrl)).metadata();
    expect(thumb).toMatchObject({ format: 'png', width: 40, height: 50, hasAlpha: true });
  });

  it('stores several files of one upload, and the same picture again answers the same record', async () => {
    const jpeg = await makeJpeg(120, 90);
    const res = await upload([
      { name: 'a.jpg', bytes: jpeg },
      { name: 'b.png', bytes: await makePng(50, 60) },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('2 images uploaded');
    const [first] = res.json().data as StoredImage[];
    const again = await upload([{ name: 'a-copy.jpg', bytes: jpeg }]);
    expect((again.json().data as StoredImage[])[0]!.id).toBe(first!.id);
  });
});

describe('refusing files', () => {
  it('refuses a renamed program called x.jpg with 415, judged by its bytes, and stores nothing', async () => {
    const before = [await imageCount(), storedFiles()];
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]);
    const res = await upload([{ name: 'x.jpg', bytes: exe, type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: false, data: null, message: expect.stringContaining('x.jpg: only JPG and PNG') });
    expect(res.json().errors).toMatchObject([{ field: 'file', message: expect.stringContaining('x.jpg') }]);
    expect([await imageCount(), storedFiles()]).toEqual(before);
  });

  it('refuses a GIF even when named and typed as a PNG', async () => {
    const res = await upload([{ name: 'anim.png', bytes: await makeGif(), type: 'image/png' }]);
    expect(res.statusCode).toBe(415);
  });

  it('refuses a truncated JPG and a damaged PNG with 400', async () => {
    const jpeg = await makeJpeg(300, 300);
    const truncated = await upload([{ name: 'half.jpg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }]);
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe('half.jpg: the image is damaged or incomplete and cannot be read');

    const png = Buffer.from(await makePng(200, 200));
    png.fill(0x41, 60, 120); // garbage through the image data's first chunk
    const damaged = await upload([{ name: 'broken.png', bytes: png }]);
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().message).toBe('broken.png: the image is damaged or incomplete and cannot be read');
  });

  it('refuses in Arabic and answers in Turkish, file names kept as they were sent', async () => {
    const jpeg = await makeJpeg(120, 120);
    const ar = await upload([{ name: 'half.jpg', bytes: jpeg.subarray(0, 200) }], { ...editor.headers, 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(400);
    // The file name is set in its own direction inside the Arabic (Unicode isolates, invisible on screen).
    expect(ar.json()).toMatchObject({
      message: '\u2068half.jpg\u2069: الصورة تالفة أو غير مكتملة ولا يمكن قراءتها',
      key: 'images:unreadable',
    });
    const tr = await upload(
      [
        { name: 'a.jpg', bytes: jpeg },
        { name: 'b.png', bytes: await makePng(30, 40) },
      ],
      { ...editor.headers, 'accept-language': 'tr' },
    );
    expect(tr.statusCode).toBe(201);
    expect(tr.json().message).toBe('2 görsel yüklendi');
  });

  it('stores none of an upload when one of its files is refused', async () => {
    const before = await imageCount();
    const res = await upload([
      { name: 'fine.jpg', bytes: await makeJpeg(64, 64) },
      { name: 'bad.jpg', bytes: Buffer.from('GIF89a not really') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await imageCount()).toBe(before);
  });

  it(`answers 413 in the envelope for a file over ${IMAGE_MAX_BYTES / 1024 / 1024} MB`, async () => {
    const big = await sharp({
      create: { width: 2000, height: 1200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 80 } },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const res = await upload([{ name: 'huge.png', bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: false,
      data: null,
      requestId: expect.any(String),
      message: 'huge.png: an image may be at most 5 MB',
    });
  });

  it(`answers 413 for more than ${IMAGE_MAX_FILES} files`, async () => {
    const tiny = await makePng(10, 10);
    const res = await upload(Array.from({ length: IMAGE_MAX_FILES + 1 }, (_, i) => ({ name: `p${i}.png`, bytes: tiny })));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(`At most ${IMAGE_MAX_FILES} images in one upload`);
  });

  it('answers 400 for no file, another field, or a body that is not multipart', async () => {
    const empty = await multipart([], { note: 'hello' });
    const withField = await t.app.inject({
      method: 'POST',
      url: IMAGE_PATHS.images,
      payload: empty.payload,
      headers: { ...editor.headers, ...empty.headers },
    });
    expect(withField.statusCode).toBe(400);
    const wrongPart = await upload([{ name: 'a.jpg', bytes: await makeJpeg(50, 50), field: 'picture' }]);
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json().message).toContain("'picture'");
    const json = await t.app.inject({ method: 'POST', url: IMAGE_PATHS.images, payload: { file: 'x' }, headers: editor.headers });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toContain('multipart/form-data');
  });
});

describe('who may upload', () => {
  it('refuses a stranger with 401 and a user with only L1 on the product view with 403', async () => {
    const file = [{ name: 'a.jpg', bytes: await makeJpeg(50, 50) }];
    expect((await upload(file, {})).statusCode).toBe(401);
    expect((await upload(file, reader.headers)).statusCode).toBe(403);
  });
});

describe('deleting an image (for the modules that use the store)', () => {
  it('removes its row and files, but keeps a thumbnail another picture still uses', async () => {
    const plain = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: { r: 250, g: 200, b: 0 } } })
        .png()
        .toBuffer();
    const res = await upload([
      { name: 'big.png', bytes: await plain(400, 500) },
      { name: 'small.png', bytes: await plain(80, 100) },
    ]);
    const [big, small] = res.json().data as [StoredImage, StoredImage];
    expect(big.key).not.toBe(small.key);
    expect(big.thumbnailKey).toBe(small.thumbnailKey);
    const storage = imageStorageFor(t.config);
    const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

    expect(await deleteImage(t.app.db, storage, big.id)).toBe(true);
    expect(await status(big.url)).toBe(404);
    expect(await status(small.thumbnailUrl)).toBe(200);
    expect(await deleteImage(t.app.db, storage, small.id)).toBe(true);
    expect(await status(small.url)).toBe(404);
    expect(await status(small.thumbnailUrl)).toBe(404);
    expect(await deleteImage(t.app.db, storage, small.id)).toBe(false);
  });
});
