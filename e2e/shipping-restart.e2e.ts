import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingCharge } from '../src/domain/shipment/shipping-charges.ts';
import { SHIPMENT_PATHS } from '../src/domain/shipment/paths.ts';
import { signIn } from './support/api.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';
import { makeTempDir, removeDir } from './support/temp-dir.ts';

const PASSWORD = 'Restart@Shipping2121';
const env = { JWT_SECRET: randomBytes(32).toString('hex'), SECRETS_KEY: randomBytes(32).toString('hex'), DEMO_PASSWORD: PASSWORD };

/** A signed-in caller of one server process. */
async function operatorOf(server: ServerProcess) {
  const token = (await signIn(server.baseUrl, 'operator', PASSWORD)).body.data!.token;
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const reply = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(reply.status, `${method} ${path}`).toBe(200);
    return ((await reply.json()) as { data: T }).data;
  };
  return { call };
}

/**
 * Spec 002 §4 "Shipping update timing", across a restart: a change scheduled for a time at which the
 * server is down is the charge in force from that time once it is back, with no timer to have missed.
 */
describe('a shipping charge scheduled while the server is down', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await makeTempDir('shipping-restart');
    server = await startServer({ dataDir, env });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await removeDir(dataDir);
  });

  it('is in force at its time when the server comes back', async () => {
    const before = await operatorOf(server);
    const { records } = await before.call<{ records: ShippingCharge[] }>(
      'POST',
      `${SHIPMENT_PATHS.shippingChargeList}?index=1&pageSize=100`,
      {
        tier: 'Champion',
      },
    );
    const row = records.find((r) => r.countryCode === 'KSA' && r.deliveryType === 'STANDARD' && r.status)!;
    expect(row).toBeDefined();
    const inForce = (query: string) =>
      `${SHIPMENT_PATHS.shippingChargeInForce}?tier=Champion&countryId=${row.countryId}&deliveryType=STANDARD${query}`;
    const amount = row.transactionShippingCharge + 7;
    const due = new Date(Date.now() + 12_000);
    await before.call('PUT', `${SHIPMENT_PATHS.shippingCharges}/${row.id}`, {
      updateChanges: 'SCHEDULED',
      scheduleDate: due.toISOString(),
      tier: row.tier,
      deliveryType: row.deliveryType,
      countryId: row.countryId,
      currencyCode: row.currencyCode,
      transactionShippingCharge: amount,
      transactionFreeShippingLimit: row.transactionFreeShippingLimit,
      globalShippingCharge: row.globalShippingCharge,
      expressShippingFee: row.expressShippingFee,
      status: true,
      revision: row.revision,
    });
    expect(await before.call('GET', inForce(''))).toMatchObject({ transactionShippingCharge: row.transactionShippingCharge });

    // Down across the moment the change falls due, then back on the same database.
    await server.stop();
    const left = due.getTime() + 1_000 - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    server = await startServer({ dataDir, env });

    const after = await operatorOf(server);
    expect(await after.call('GET', inForce(''))).toMatchObject({ transactionShippingCharge: amount, inForce: true });
    // The previous value is still the answer for a time before the change: every version is kept.
    const earlier = new Date(due.getTime() - 5_000).toISOString();
    expect(await after.call('GET', inForce(`&at=${encodeURIComponent(earlier)}`))).toMatchObject({
      transactionShippingCharge: row.transactionShippingCharge,
    });
  }, 240_000);
});
