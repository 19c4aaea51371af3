import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoom } from '../../server/plugins/realtime.ts';
import { cacheControlFor } from '../../server/plugins/static-files.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let origin: string;
const site = mkdtempSync(join(tmpdir(), 'panel-site-'));

beforeAll(async () => {
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>panel</title>');
  writeFileSync(join(site, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(site, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  // What `npm run build` writes beside each text asset (scripts/compress-dist.ts).
  writeFileSync(join(site, 'assets', 'index-3f9a1c.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(site, 'index.html.gz'), gzipSync('<!doctype html><title>panel</title>'));
  t = await createTestApp({ STATIC_DIR: site });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  rmSync(site, { recursive: true, force: true });
});

describe('the built PWA', () => {
  it('caches hashed assets for ever and never the shell or the service worker', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/sw.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache, no-store, must-revalidate');
    }
    expect(cacheControlFor('/srv/dist/manifest.webmanifest')).toBe('no-cache, no-store, must-revalidate');
  });

  it('sends the precompressed copy the browser accepts, cached like the file it stands for', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');
    const shell = await t.app.inject({ method: 'GET', url: '/apps/gatekeeper', headers: { 'accept-encoding': 'gzip' } });
    expect(shell.headers['content-encoding']).toBe('gzip');
    expect(shell.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers any app route with index.html, but unknown API paths with a JSON 404', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/apps/country-settings?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>panel</title>');
    expect(page.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    const api = await t.app.inject({ method: 'GET', url: '/api/stock/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().status).toBe(false);
  });

  it('answers a missing script with 404, never with the HTML shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-000000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('serves files added after start (a rebuild needs no restart)', async () => {
    writeFileSync(join(site, 'assets', 'later-77aa.js'), 'console.log(2)');
    const res = await t.app.inject({ method: 'GET', url: '/assets/later-77aa.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });
});

function attempt(token?: string): Promise<{ socket: Socket; error?: string }> {
  return new Promise((resolve) => {
    const socket = connect(origin, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false, timeout: 5000 });
    socket.on('connect', () => resolve({ socket }));
    socket.on('connect_error', (err) => resolve({ socket, error: err.message }));
  });
}

describe('realtime', () => {
  it('refuses a handshake without a token or with a bad one', async () => {
    const none = await attempt();
    expect(none.error).toBe('Invalid access_token');
    none.socket.close();
    const bad = await attempt('not.a.token');
    expect(bad.error).toBe('Invalid access_token');
    bad.socket.close();
  });

  it("accepts a signed-in user's token and delivers to that user's room", async () => {
    const token = await signIn(t.app, 'operator');
    const { socket, error } = await attempt(token);
    expect(error).toBeUndefined();
    const received = new Promise((resolve) => socket.on('menu:changed', resolve));
    const userId = (await t.app.db.selectFrom('users').select('id').where('employee_no', '=', 'operator').executeTakeFirstOrThrow()).id;
    t.app.io.to(userRoom(userId)).emit('menu:changed', { at: 'now' });
    await expect(received).resolves.toEqual({ at: 'now' });
    socket.close();
  });
});
