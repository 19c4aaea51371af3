import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LEGACY_ADMIN_URL: 'https://legacy.example.com/admin/Default.aspx' });
});
afterAll(() => t.close());

/** The policy's directives by name. */
const directives = (header: string | undefined) =>
  new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  );

describe("the browser's defences", () => {
  it.each(['/api/health', '/apps/gatekeeper', '/no-such-file.js'])('are on every answer: %s', async (url) => {
    const reply = await t.app.inject({ method: 'GET', url });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    const csp = directives(reply.headers['content-security-policy'] as string);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('run no inline or string-built script, yet let the service worker and the WebAssembly decoder work', async () => {
    const csp = directives((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://legacy.example.com']);
  });
});
