import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_PATHS } from '../../src/domain/images/contracts.ts';
import { checkImageUrl } from '../../server/modules/images/image-url-check.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';

// Two image servers on this machine's loopback address: the app is told to allow the first's
// origin (IMAGE_URL_ALLOWED_PRIVATE_ORIGINS) and nothing else, so the second stands for every
// private address a user might point the check at. It counts the requests it gets: none may arrive.
let allowed: { server: Server; origin: string };
let forbidden: { server: Server; origin: string; port: number; hits: number };
let t: TestApp;
let editor: TestUser;
let reader: TestUser;

async function listen(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, origin: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  const imageServer = await listen((req, res) => {
    const route = (req.url ?? '').split('?')[0];
    if (req.method !== 'HEAD') return res.writeHead(405).end();
    if (route === '/shoe.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '1234' }).end();
    if (route === '/logo.png') return res.writeHead(200, { 'content-type': 'image/png; charset=binary' }).end();
    if (route === '/page.jpg') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end();
    if (route === '/anim.png') return res.writeHead(200, { 'content-type': 'image/gif' }).end();
    if (route === '/gone.jpg') {
      res.statusMessage = 'Gone Fishing';
      return res.writeHead(410).end();
    }
    if (route === '/moved.jpg') return res.writeHead(302, { location: '/shoe.jpg' }).end();
    if (route === '/loop.jpg') return res.writeHead(302, { location: '/loop.jpg' }).end();
    if (route === '/to-private.jpg') return res.writeHead(301, { location: `${forbidden.origin}/shoe.jpg` }).end();
    if (route === '/slow.jpg') return; // never answers
    res.writeHead(404).end();
  });
  allowed = imageServer;
  const other = await listen((_req, res) => {
    forbidden.hits++;
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end();
  });
  forbidden = { ...other, hits: 0 };
  t = await createTestApp({ IMAGE_URL_ALLOWED_PRIVATE_ORIGINS: allowed.origin });
  editor = await createTestUser(t.app, 'URL-EDITOR', [{ page: '/apps/products-view', level: 'L2' }]);
  reader = await createTestUser(t.app, 'URL-READER', [{ page: '/apps/products-view', level: 'L1' }]);
});
afterAll(async () => {
  await t.close();
  allowed.server.closeAllConnections();
  await new Promise((resolve) => allowed.server.close(resolve));
  await new Promise((resolve) => forbidden.server.close(resolve));
});

const check = (url: unknown, headers: Record<string, string> = editor.headers) =>
  t.app.inject({ method: 'POST', url: IMAGE_PATHS.urlCheck, payload: { url }, headers });
const failure = async (url: string) => {
  const res = await check(url);
  expect(res.statusCode, url).toBe(400);
  expect(res.json().errors).toMatchObject([{ field: 'url', message: res.json().message }]);
  return res.json().message as string;
};

describe('the image URL check (spec 000 §5)', () => {
  it('passes a JPG and a PNG the server answers with an image content type', async () => {
    const res = await check(`${allowed.origin}/shoe.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, data: { url: `${allowed.origin}/shoe.jpg`, contentType: 'image/jpeg' } });
    expect((await check(`${allowed.origin}/logo.png`)).statusCode).toBe(200);
  });

  it("refuses an address that is not http(s) and .jpg or .png with 'Invalid image URL format. jpg or png'", async () => {
    for (const url of [
      'ftp://example.com/a.jpg',
      'https://example.com/a.gif',
      'example.com/a.jpg',
      'https://example.com/a.jpg?v=2',
      'javascript:alert(1)//.png',
    ]) {
      expect(await failure(url)).toBe('Invalid image URL format. jpg or png');
    }
  });

  it("answers 'Failed to fetch image: {status text}' when the HEAD request fails", async () => {
    expect(await failure(`${allowed.origin}/missing.jpg`)).toBe('Failed to fetch image: Not Found');
    expect(await failure(`${allowed.origin}/gone.jpg`)).toBe('Failed to fetch image: Gone Fishing');
  });

  it("answers 'Invalid image content type. Only JPG and PNG supported.' for another content type", async () => {
    expect(await failure(`${allowed.origin}/page.jpg`)).toBe('Invalid image content type. Only JPG and PNG supported.');
    expect(await failure(`${allowed.origin}/anim.png`)).toBe('Invalid image content type. Only JPG and PNG supported.');
  });

  it('follows a redirect, but not a loop', async () => {
    const res = await check(`${allowed.origin}/moved.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.finalUrl).toBe(`${allowed.origin}/shoe.jpg`);
    expect(await failure(`${allowed.origin}/loop.jpg`)).toBe('Failed to fetch image: too many redirects');
  });

  it('gives up on a server that does not answer', async () => {
    const started = Date.now();
    const attempt = checkImageUrl(`${allowed.origin}/slow.jpg`, { allowedPrivateOrigins: new Set([allowed.origin]), timeoutMs: 300 });
    await expect(attempt).rejects.toThrow('Failed to fetch image: no answer in time');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('addresses the server must not reach (SSRF)', () => {
  it('refuses loopback, private, link-local and mapped addresses, and host names that resolve to them, without connecting', async () => {
    const port = forbidden.port;
    for (const url of [
      `http://127.0.0.1:${port}/shoe.jpg`,
      `http://localhost:${port}/shoe.jpg`,
      `http://[::1]:${port}/shoe.jpg`,
      `http://[::ffff:127.0.0.1]:${port}/shoe.jpg`,
      `http://2130706433:${port}/shoe.jpg`,
      'http://169.254.169.254/latest/meta-data.jpg',
      'http://10.0.0.1/a.jpg',
      'http://192.168.1.1/a.png',
      'http://[fd00::1]/a.png',
    ]) {
      expect(await failure(url)).toBe('Failed to fetch image: the address is on a private or local network');
    }
    expect(forbidden.hits).toBe(0);
  });

  it('refuses a redirect from an allowed server to a private address', async () => {
    expect(await failure(`${allowed.origin}/to-private.jpg`)).toBe('Failed to fetch image: the address is on a private or local network');
    expect(forbidden.hits).toBe(0);
  });
});

describe('who may check', () => {
  it('refuses a stranger with 401 and a user with only L1 with 403; a missing url is a 400 naming it', async () => {
    expect((await check(`${allowed.origin}/shoe.jpg`, {})).statusCode).toBe(401);
    expect((await check(`${allowed.origin}/shoe.jpg`, reader.headers)).statusCode).toBe(403);
    const missing = await t.app.inject({ method: 'POST', url: IMAGE_PATHS.urlCheck, payload: {}, headers: editor.headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('url');
  });
});
