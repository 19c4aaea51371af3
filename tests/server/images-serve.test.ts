import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_PATHS, type StoredImage } from '../../src/domain/images/contracts.ts';
import { imagesDirOf, localDiskStorage } from '../../server/modules/images/local-disk-storage.ts';
import { makeJpeg, makePng, multipart } from '../support/image-files.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser } from '../support/test-users.ts';

let t: TestApp;
let jpeg: StoredImage;
let png: StoredImage;

beforeAll(async () => {
  t = await createTestApp();
  const editor = await createTestUser(t.app, 'IMG-SERVE', [{ page: '/apps/products-view', level: 'L2' }]);
  const body = await multipart([
    { name: 'a.jpg', bytes: await makeJpeg(200, 260) },
    { name: 'b.png', bytes: await makePng(90, 90) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: IMAGE_PATHS.images,
    payload: body.payload,
    headers: { ...editor.headers, ...body.headers },
  });
  [jpeg, png] = res.json().data as [StoredImage, StoredImage];
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const onDisk = (key: string) => join(imagesDirOf(t.config.DATA_DIR), key.slice(0, 2), key);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('serving a stored image', () => {
  it('answers its stored bytes without a token, with its type, a year of immutable caching and an ETag', async () => {
    const res = await get(jpeg.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${jpeg.key.slice(0, 64)}"`);
    expect(Number(res.headers['content-length'])).toBe(jpeg.bytes);
    expect(res.rawPayload.equals(readFileSync(onDisk(jpeg.key)))).toBe(true);
    // The key names the bytes: the cache headers are safe because no other bytes can have it.
    expect(sha256(res.rawPayload)).toBe(jpeg.key.slice(0, 64));

    const thumb = await get(png.thumbnailUrl);
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(sha256(thumb.rawPayload)).toBe(png.thumbnailKey.slice(0, 64));
  });

  it('answers 304 to a browser that holds it, and HEAD without a body', async () => {
    const cached = await get(png.url, { 'if-none-match': `"${png.key.slice(0, 64)}"` });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    const head = await t.app.inject({ method: 'HEAD', url: png.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.rawPayload.length).toBe(0);
  });

  it('may be shown by the app: the Content-Security-Policy lets images come from its own origin', async () => {
    const csp = String((await get(jpeg.url)).headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self'/);
    expect((await get(jpeg.url)).headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the files its owner’s alone, like the rest of DATA_DIR', () => {
    expect(statSync(onDisk(jpeg.key)).mode & 0o777).toBe(0o600);
    expect(statSync(join(imagesDirOf(t.config.DATA_DIR), jpeg.key.slice(0, 2))).mode & 0o777).toBe(0o700);
  });
});

describe('keys that name no image', () => {
  it('answers 404 in the envelope, without cache headers, for an unknown key', async () => {
    const res = await get(IMAGE_PATHS.image(`${'0'.repeat(64)}.jpg`));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, message: 'No such image', data: null });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('never reaches outside the image folder', async () => {
    // A file beside the image folder that no address may reach.
    const secret = `planted-${randomBytes(8).toString('hex')}`;
    writeFileSync(join(t.config.DATA_DIR, 'jwt-secret'), secret, { mode: 0o600 });
    for (const url of [
      `${IMAGE_PATHS.images}/..%2F..%2Fjwt-secret`,
      `${IMAGE_PATHS.images}/..%2fjwt-secret`,
      `${IMAGE_PATHS.images}/%2e%2e%2f%2e%2e%2fjwt-secret`,
      `${IMAGE_PATHS.images}/../../jwt-secret`,
      `${IMAGE_PATHS.images}/${jpeg.key.slice(0, 2)}%2F${jpeg.key}`,
      `${IMAGE_PATHS.images}/${jpeg.key.toUpperCase()}`,
      `${IMAGE_PATHS.images}/${jpeg.key}%00.png`,
      `${IMAGE_PATHS.images}/jwt-secret`,
    ]) {
      const res = await get(url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain(secret);
    }
    const badKey = await get(`${IMAGE_PATHS.images}/..%2F..%2Fjwt-secret`);
    expect(badKey.json()).toMatchObject({ status: false, message: 'Image key: Not an image key' });
  });

  it('refuses a bad key in Arabic, naming the field by its Arabic label, and says a missing image in Turkish', async () => {
    const ar = await get(`${IMAGE_PATHS.images}/not-a-key.jpg`, { 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toMatchObject({ message: 'مفتاح الصورة: ليس مفتاح صورة', key: 'fields:problems' });
    expect(ar.json().errors).toEqual([{ field: 'key', message: 'ليس مفتاح صورة', key: 'images:rules.badKey' }]);
    const tr = await get(IMAGE_PATHS.image(`${'0'.repeat(64)}.jpg`), { 'accept-language': 'tr' });
    expect(tr.statusCode).toBe(404);
    expect(tr.json()).toMatchObject({ message: 'Böyle bir görsel yok', key: 'images:notFound' });
  });

  it('the storage itself refuses any name that is not a key', async () => {
    const storage = localDiskStorage(imagesDirOf(t.config.DATA_DIR));
    await expect(storage.get('../jwt-secret')).rejects.toThrow('Not an image key');
    await expect(storage.put('../../evil.jpg', Buffer.from('x'))).rejects.toThrow('Not an image key');
  });
});

describe('the OpenAPI document', () => {
  it('lists the image store’s calls', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    expect(paths).toEqual(expect.arrayContaining(['/api/files/images', '/api/files/images/{key}', '/api/files/images/url-check']));
  });
});
