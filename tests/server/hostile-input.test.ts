import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/domain/envelope.ts';
import errors, { DATA_EXCEPTION_MESSAGE } from '../../server/plugins/errors.ts';
import { say } from '../../server/plugins/words.ts';
import { operationsOf, requestOf, sample, type Operation, type Request } from '../support/api-operations.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser } from '../support/test-users.ts';

/**
 * Every operation of the OpenAPI document, sent the shapes that once answered 500 (a NUL, a lone
 * surrogate, numbers past PostgreSQL's integer, null/[]/true where a number goes, deep nesting),
 * in every path parameter, query parameter and body field: no reply may be a 5xx, and every
 * failure comes in the reply envelope.
 */

/** What a URL carries: written already percent-encoded (a lone surrogate cannot be encoded at all). */
const URL_SHAPES: Record<string, string> = {
  nul: 'a%00b',
  badUtf8: '%ED%A0%80',
  int32: '2147483648',
  negInt32: '-2147483649',
  huge: '99999999999999999999999',
  exponent: '1e400',
  long: 'x'.repeat(3000),
};
/** What a JSON field carries, as JSON text (a value nested this deep is more than JSON.stringify takes). */
const FIELD_SHAPES: Record<string, string> = {
  nul: JSON.stringify('a\u0000b'),
  loneSurrogate: '"x\\ud800"',
  trailSurrogate: '"\\udfffx"',
  int32: '2147483648',
  negInt32: '-2147483649',
  huge: '1e300',
  unsafe: '9007199254740993',
  null: 'null',
  emptyArray: '[]',
  true: 'true',
  nested: '['.repeat(5000) + '1' + ']'.repeat(5000),
  poisonedObject: '{"k\\u0000":"v\\u0000","\\ud800":["\\udfff"]}',
};
/** Stands in for the hostile value until the body is text. */
const HOLE = '\u0001hostile\u0001';
/** What a whole body is. */
const BODY_SHAPES: Record<string, string> = {
  deep: '['.repeat(20_000) + ']'.repeat(20_000),
  deepObject: '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
  nulText: JSON.stringify('\u0000'),
  surrogate: '"\\ud800"',
};

/** Every place in `value` a hostile value can go: [] is the whole value. */
function leafPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, n) => leafPaths(v, [...at, n]))];
  if (value && typeof value === 'object') return [at, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...at, k]))];
  return [at];
}

function withValue(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]!] = withValue(copy[path[0]!], path.slice(1), replacement);
  return copy;
}

/** The requests for one operation: each hostile shape in each place, the others plausible. */
function hostileRequests(method: string, path: string, op: Operation): Request[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const baseParams = Object.fromEntries(pathParams.map((p) => [p.name, p.schema?.type === 'string' ? 'x.csv' : '1']));
  const baseQuery = queryParams
    .filter((p) => p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema)))}`)
    .join('&');
  const jsonBody = op.requestBody?.content['application/json']?.schema;
  const body = jsonBody ? sample(jsonBody) : undefined;
  const bodyText = body === undefined ? undefined : JSON.stringify(body);
  const out: Request[] = [];

  for (const shape of Object.values(URL_SHAPES)) {
    for (const p of pathParams) out.push(requestOf(method, path, { ...baseParams, [p.name]: shape }, baseQuery, bodyText));
    for (const p of queryParams) {
      const others = baseQuery.split('&').filter((q) => q && !q.startsWith(`${p.name}=`));
      out.push(requestOf(method, path, baseParams, [...others, `${p.name}=${shape}`].join('&'), bodyText));
    }
  }
  for (const p of queryParams) out.push(requestOf(method, path, baseParams, `${baseQuery}&${p.name}=1&${p.name}=2`, bodyText));
  if (body !== undefined) {
    for (const leaf of leafPaths(body)) {
      for (const shape of Object.values(FIELD_SHAPES)) {
        const text = JSON.stringify(withValue(body, leaf, HOLE)).replace(JSON.stringify(HOLE), shape);
        out.push(requestOf(method, path, baseParams, baseQuery, text));
      }
    }
  }
  if (method !== 'get' && method !== 'head') {
    for (const text of Object.values(BODY_SHAPES)) out.push(requestOf(method, path, baseParams, baseQuery, text));
  }
  return out;
}

/** Every operation of the document with the requests built for it. */
function allRequests(app: FastifyInstance): Request[] {
  return operationsOf(app).flatMap(({ method, path, op }) => hostileRequests(method, path, op));
}

let t: TestApp;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  // Sign-in is hit hundreds of times here: its per-address limit would answer 429 before the handler.
  t = await createTestApp({ LOGIN_LIMIT_PER_MINUTE: '100000' });
  adminHeaders = (await createTestUser(t.app, 'HOSTILE1', [], { isAdmin: true })).headers;
});
afterAll(async () => t.close());

async function send(request: Request, headers: Record<string, string>) {
  const res = await t.app.inject({
    ...request,
    method: request.method.toUpperCase() as 'GET',
    headers: { ...request.headers, ...headers },
  });
  return { request, status: res.statusCode, body: res.body };
}

/**
 * The replies that broke the rules: a 5xx, a failure outside the envelope, or one only the database
 * refused (the last line of defence answered: a contract let the value through).
 */
function broken(replies: Awaited<ReturnType<typeof send>>[]) {
  return replies
    .filter(({ status, body }) => {
      if (status >= 500 || body.includes(DATA_EXCEPTION_MESSAGE.key)) return true;
      if (status < 400) return false;
      try {
        return !errorEnvelopeSchema.safeParse(JSON.parse(body)).success;
      } catch {
        return true;
      }
    })
    .map(({ request, status, body }) => `${status} ${request.method.toUpperCase()} ${request.url.slice(0, 120)} ${body.slice(0, 200)}`);
}

describe('hostile input', () => {
  it('answers no operation of the API with a 5xx, signed in as an administrator', { timeout: 120_000 }, async () => {
    const requests = allRequests(t.app);
    const replies = [];
    for (const request of requests) replies.push(await send(request, adminHeaders));
    expect(broken(replies)).toEqual([]);
    // Not all refused: the plausible values reach the handlers, so the hostile ones are tried beside them.
    expect(replies.filter((r) => r.status < 300).length).toBeGreaterThan(20);
  });

  it('answers no operation of the API with a 5xx before sign-in', { timeout: 120_000 }, async () => {
    const replies = [];
    for (const request of allRequests(t.app)) replies.push(await send(request, {}));
    expect(broken(replies)).toEqual([]);
  });
});

describe('what each shape is answered', () => {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string) => {
    const res = await t.app.inject({ method, url, payload, headers: { ...adminHeaders, 'content-type': 'application/json' } });
    return {
      status: res.statusCode,
      body: res.json() as { status: boolean; message: string; errors?: { field: string; message: string }[] },
    };
  };

  it('refuses a NUL or a lone surrogate with a 400 naming the field, wherever it comes', async () => {
    const search = await call('GET', '/api/adminpanel/users?search=a%00b');
    expect(search).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'search', message: 'Must not contain a NUL or a broken character' }] },
    });
    const login = await call('POST', '/api/adminpanel/user/login', '{"username":"admin\\u0000","password":"whatever1"}');
    expect(login).toMatchObject({ status: 400, body: { message: 'Emp No / Email: Must not contain a NUL or a broken character' } });
    const settings = await call('POST', '/api/auth/user/update', '{"data":{"shortcuts":["\\ud800"]}}');
    expect(settings).toMatchObject({ status: 400, body: { errors: [{ field: 'data.shortcuts.0' }] } });
  });

  it('refuses ids and numbers past what their column holds, and never reads true or [] as a number', async () => {
    const query = await call('GET', '/api/adminpanel/states?countryId=2147483648');
    expect(query).toMatchObject({ status: 400, body: { errors: [{ field: 'countryId', message: 'Must be between 1 and 2147483647' }] } });
    const path = await call('GET', '/api/adminpanel/users/2147483648/grants');
    expect(path).toMatchObject({ status: 400, body: { errors: [{ field: 'id' }] } });
    for (const accountId of ['true', '[]', '[1]']) {
      const verify = await call('POST', '/api/adminpanel/authAccount/verify', `{"accountId":${accountId},"code":"123456"}`);
      expect(verify).toMatchObject({ status: 400, body: { errors: [{ field: 'accountId', message: 'Must be a whole number' }] } });
    }
  });

  it('refuses a body nested 20,000 deep before parsing it', async () => {
    const deep = await call('POST', '/api/adminpanel/country', '['.repeat(20_000) + ']'.repeat(20_000));
    expect(deep).toMatchObject({ status: 400, body: { errors: [{ field: 'body', message: 'Nested more than 32 levels deep' }] } });
  });

  it("puts Fastify's 414 and Node's 431 in the envelope", async () => {
    const long = await call('PUT', `/api/adminpanel/users/${'9'.repeat(3000)}/enabled`, '{"enabled":true}');
    expect(long).toMatchObject({ status: 414, body: { status: false, message: 'A value in the address is too long' } });

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ port, host: '127.0.0.1', path: '/api/health', headers: { 'x-big': 'a'.repeat(64 * 1024) } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(reply.status).toBe(431);
    expect(errorEnvelopeSchema.parse(JSON.parse(reply.body))).toMatchObject({ message: 'The request headers are too large' });
  });

  it('answers a value only the database refuses (class 22) with a 400 in the envelope, not a 500', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(errors);
    const db = t.app.db;
    bare.get('/nul', async () => sql`select ${'a\u0000b'}::text as t`.execute(db));
    bare.get('/range', async () => sql`select ${'2147483648'}::int as n`.execute(db));
    bare.get('/jsonb', async () => sql`select ${'{"a":"\\u0000"}'}::jsonb as j`.execute(db));
    for (const url of ['/nul', '/range', '/jsonb']) {
      const res = await bare.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(errorEnvelopeSchema.parse(res.json()).message).toBe(say(DATA_EXCEPTION_MESSAGE, 'en'));
    }
    await bare.close();
  });
});
