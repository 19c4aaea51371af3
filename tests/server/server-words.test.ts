import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/domain/constants.ts';
import { operationsOf, requestOf, sample, type Operation, type Request } from '../support/api-operations.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestUser } from '../support/test-users.ts';

/**
 * Every documented operation, sent what a user's mistake sends (an empty body, a field of the wrong
 * type, a path id that is no number) in Arabic and Turkish: each refusal is in the language asked
 * for, made from a catalogue key, and names its fields by their labels, never by the contract's names.
 */

const ARABIC = /[\u0600-\u06ff]/;
const LETTERS = /[A-Za-z]{3,}/;

/** The mistakes sent to one operation. */
function mistakes(method: string, path: string, op: Operation): Request[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const good = Object.fromEntries(pathParams.map((p) => [p.name, p.schema?.type === 'string' ? 'x.csv' : '1']));
  const query = params
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema)))}`)
    .join('&');
  const schema = op.requestBody?.content['application/json']?.schema;
  const body = schema ? (sample(schema) as Record<string, unknown>) : undefined;
  const text = body === undefined ? undefined : JSON.stringify(body);
  const out: Request[] = [];
  if (schema) {
    out.push(requestOf(method, path, good, query, '{}'));
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const field of Object.keys(body)) out.push(requestOf(method, path, good, query, JSON.stringify({ ...body, [field]: [[]] })));
    }
  }
  for (const p of pathParams.filter((p) => p.schema?.type !== 'string'))
    out.push(requestOf(method, path, { ...good, [p.name]: 'x' }, query, text));
  if (params.some((p) => p.in === 'query' && p.required)) out.push(requestOf(method, path, good, '', text));
  return out;
}

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_MINUTE: '100000' });
  admin = (await createTestUser(t.app, 'WORDS1', [], { isAdmin: true })).headers;
});
afterAll(async () => t.close());

type Reply = { status: number; message: string; key?: string; errors?: { field: string; message: string; key?: string }[] };

async function send(request: Request, lng: Language): Promise<Reply> {
  const res = await t.app.inject({
    ...request,
    method: request.method.toUpperCase() as 'GET',
    headers: { ...request.headers, ...admin, 'accept-language': lng },
  });
  const body = res.json() as Omit<Reply, 'status'>;
  return { ...body, status: res.statusCode };
}

/** What is wrong with a refusal in `lng`, judged against the same refusal in English. */
function faults(reply: Reply, english: Reply, lng: Language): string[] {
  const out: string[] = [];
  if (!reply.key) out.push('no key');
  if (lng === 'ar' && !ARABIC.test(reply.message)) out.push('not Arabic');
  if (lng === 'tr' && LETTERS.test(english.message) && reply.message === english.message) out.push('English text');
  for (const e of reply.errors ?? []) {
    if (!e.key) out.push(`${e.field}: no key`);
    const camel = /[a-z][A-Z_]|^[a-z]+$/.test(e.field) && e.field.length > 3;
    if (camel && reply.message.includes(`${e.field}:`)) out.push(`${e.field}: named by its contract name`);
  }
  return out;
}

describe('server words', () => {
  it('refuses every mistake on every operation in Arabic and Turkish, from the catalogue, naming fields by their labels', async () => {
    const found: string[] = [];
    let refusals = 0;
    for (const { method, path, op } of operationsOf(t.app)) {
      for (const request of mistakes(method, path, op)) {
        const english = await send(request, 'en');
        if (english.status < 400) continue;
        for (const lng of ['ar', 'tr'] as const) {
          const reply = await send(request, lng);
          refusals += 1;
          const wrong = faults(reply, english, lng);
          if (wrong.length)
            found.push(`${lng} ${method.toUpperCase()} ${request.url} ${reply.status} [${wrong.join(', ')}] ${reply.message}`);
        }
      }
    }
    expect(refusals).toBeGreaterThan(500);
    expect([...new Set(found)]).toEqual([]);
  }, 300_000);

  it('answers in English for an unknown or malformed Accept-Language, never refusing it', async () => {
    const request = requestOf('post', '/api/adminpanel/country', {}, '', '{}');
    for (const header of ['de-DE,fr;q=0.9', ','.repeat(10_000), 'ar;q=abc,tr;q=0.5', '*', '']) {
      const res = await t.app.inject({ ...request, method: 'POST', headers: { ...request.headers, ...admin, 'accept-language': header } });
      expect(res.statusCode).toBe(400);
      const reply = res.json() as Reply;
      expect(reply.key).toBe('fields:problems');
      if (header.startsWith('ar;q=abc')) expect(reply.message).toMatch(/Ülke/);
      else expect(reply.message).toMatch(/^Country Name: Required/);
    }
  });

  it('names a field by its label in the language asked for', async () => {
    const request = requestOf('post', '/api/adminpanel/country', {}, '', '{}');
    const res = await t.app.inject({
      ...request,
      method: 'POST',
      headers: { ...request.headers, ...admin, 'accept-language': 'ar-AE,ar;q=0.9' },
    });
    const reply = res.json() as Reply;
    expect(reply.message).toMatch(/^اسم الدولة: مطلوب/);
    expect(reply.errors?.find((e) => e.field === 'countryName')).toEqual({
      field: 'countryName',
      message: 'مطلوب',
      key: 'fields:required',
    });
  });
});
