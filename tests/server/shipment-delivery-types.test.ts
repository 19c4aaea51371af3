import { afterAll, beforeAll, expect, it } from 'vitest';
import { SHIPMENT_PATHS } from '../../src/domain/shipment/paths.ts';
import { createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lists the delivery types to every signed-in user, warehouse included, and to no one else', async () => {
  const token = await signIn(t.app, 'warehouse');
  const reply = await t.app.inject({ method: 'GET', url: SHIPMENT_PATHS.deliveryTypes, headers: { authorization: `Bearer ${token}` } });
  expect(reply.statusCode).toBe(200);
  expect(reply.json().data.map((d: { code: string }) => d.code)).toEqual(['STANDARD', 'EXPRESS', 'SAME_DAY']);
  expect((await t.app.inject({ method: 'GET', url: SHIPMENT_PATHS.deliveryTypes })).statusCode).toBe(401);
});
