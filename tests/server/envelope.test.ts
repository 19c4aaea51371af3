import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/adminpanel/user/login',
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('reply envelope and errors', () => {
  it('answers malformed JSON with a 400 envelope saying so', async () => {
    const res = await login('{"username": "admin", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: 'The request body is not valid JSON', data: null });
  });

  it('names a missing field', async () => {
    const res = await login(JSON.stringify({ username: 'admin' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    // The field is named by its label, as the sign-in form names it.
    expect(body.message).toBe('Password: Required');
    expect(body.errors).toEqual([{ field: 'password', message: 'Required', key: 'fields:required' }]);
  });

  it('names a field of the wrong type', async () => {
    const res = await login(JSON.stringify({ username: 12345, password: 'secret' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Emp No / Email: Must be text');
    expect(res.json().errors).toEqual([{ field: 'username', message: 'Must be text', key: 'fields:text' }]);
  });

  it('refuses a body over the JSON limit with 413', async () => {
    const res = await login(JSON.stringify({ username: 'admin', password: 'x'.repeat(300 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: false, message: 'The request body is too large' });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/adminpanel/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, message: 'No such endpoint: GET /api/adminpanel/nothing-here' });
  });

  it('gives every reply a request id, and echoes a well-formed one the caller sent', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await login('{', { 'x-request-id': 'client-trace-0001' });
    expect(bad.headers['x-request-id']).toBe('client-trace-0001');
    expect(bad.json().requestId).toBe('client-trace-0001');
  });

  it('reports the database in /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'OK', key: 'server:ok', data: { database: 'ok', version: '2.1.21' } });
  });

  it('serves the client configuration without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().data).toEqual({
      version: '2.1.21',
      dataCentre: 'uae',
      timeZone: 'Asia/Dubai',
      zones: { uae: 'Asia/Dubai', ksa: 'Asia/Riyadh' },
      legacyAdminUrl: null,
      wmsUrl: null,
    });
  });
});

describe('OpenAPI document', () => {
  it('lists every API route with its method, generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    // OpenAPI writes path parameters as {id} where Fastify writes :id.
    const registered = t.app.apiRoutes.filter((r) => r.url !== '/api/docs').map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(registered.length).toBeGreaterThanOrEqual(6);
    expect(documented.sort()).toEqual(registered.sort());
    expect(doc.paths['/api/adminpanel/user/login']?.post?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: expect.arrayContaining(['username', 'password']) } } },
    });
  });
});

describe('unexpected failures', () => {
  it('answers 500 with a generic message and keeps the cause out of the reply', async () => {
    const broken = await createTestApp();
    const token = await signIn(broken.app, 'admin');
    await broken.app.db.destroy(); // the database goes away under a running server
    const res = await broken.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: { authorization: `Bearer ${token}` },
      payload: { user: { settings: {} } },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.message).toBe('Something went wrong on our side. Quote the request id to support.');
    expect(JSON.stringify(body)).not.toMatch(/pglite|closed|destroy|stack/i);
    await broken.close().catch(() => undefined);
  });
});
