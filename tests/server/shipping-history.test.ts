import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEntry } from '../../src/domain/history/history.ts';
import { HISTORY_PATHS } from '../../src/domain/history/paths.ts';
import type { CountryLookup } from '../../src/domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../src/domain/reference/paths.ts';
import { SHIPMENT_PATHS, withdrawChangePath } from '../../src/domain/shipment/paths.ts';
import type { ShippingCharge } from '../../src/domain/shipment/shipping-charges.ts';
import { createSecondInstance, createTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let uae: number;
let ksa: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'operator', 'office']) tokens[user] = await signIn(t.app, user);
  const countries = (await t.app.inject({ method: 'GET', url: REFERENCE_PATHS.countryLookup, headers: as('office') })).json().data
    .records as CountryLookup[];
  uae = countries.find((c) => c.countryCode === 'UAE')!.Id;
  ksa = countries.find((c) => c.countryCode === 'KSA')!.Id;
});
afterAll(() => t.close());

const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
const amounts = { transactionShippingCharge: 20, transactionFreeShippingLimit: 200, globalShippingCharge: 70, expressShippingFee: 30 };
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new active setting, in force now, of a key no other test uses. */
async function created(tier: string, countryId: number, deliveryType: string, user = 'operator') {
  const res = await t.app.inject({
    method: 'POST',
    url: SHIPMENT_PATHS.shippingCharges,
    headers: as(user),
    payload: {
      updateChanges: 'NOW',
      tier,
      deliveryType,
      countryId,
      currencyCode: countryId === uae ? 'AED' : 'SAR',
      status: true,
      ...amounts,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as ShippingCharge;
}
const edit = (id: number, change: object, revision: unknown, user = 'operator') =>
  t.app.inject({
    method: 'PUT',
    url: `${SHIPMENT_PATHS.shippingCharges}/${id}`,
    headers: as(user),
    payload: { updateChanges: 'NOW', ...amounts, status: true, ...change, revision },
  });
const withdraw = (id: number, versionId: number, revision: unknown, user = 'operator') =>
  t.app.inject({ method: 'POST', url: withdrawChangePath(id, versionId), headers: as(user), payload: { revision } });
const rowsOf = async (charge: ShippingCharge, app = t.app) =>
  (
    await app.inject({
      method: 'POST',
      url: SHIPMENT_PATHS.shippingChargeList,
      payload: { tier: charge.tier, countryId: charge.countryId, deliveryType: charge.deliveryType },
      headers: as('office'),
    })
  ).json().data.records as ShippingCharge[];
const inForceAt = (charge: ShippingCharge, at?: string) =>
  t.app.inject({
    method: 'GET',
    url: SHIPMENT_PATHS.shippingChargeInForce,
    query: { tier: charge.tier, countryId: String(charge.countryId), deliveryType: charge.deliveryType, ...(at ? { at } : {}) },
    headers: as('office'),
  });
const versionCount = async (id: number) =>
  Number(
    (
      await t.app.db
        .selectFrom('shipping_charge_versions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('setting_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );
const entries = async (id: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: HISTORY_PATHS.history,
      query: { entity: 'shipping-charge', id: String(id) },
      headers: as('office'),
    })
  ).json().data.records as ChangeEntry[];

describe('no silent overwrite of a shipping charge', () => {
  it('refuses the second of two edits from one read with 409 naming who saved, and adds no version', async () => {
    const read = await created('Hunter', ksa, 'EXPRESS');
    const first = await edit(read.id, { transactionShippingCharge: 25 }, read.revision, 'admin');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.revision).toBe(read.revision + 1);
    const second = await edit(read.id, { transactionShippingCharge: 26 }, read.revision);
    expect(second.statusCode).toBe(409);
    const body = second.json();
    expect(body.message).toMatch(/^Aisha Rahman changed this record at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, after you opened it$/);
    expect(body.stale).toMatchObject({
      revision: read.revision + 1,
      by: 'Aisha Rahman',
      current: { id: read.id, transactionShippingCharge: 25, revision: read.revision + 1 },
    });
    expect(await versionCount(read.id)).toBe(2);
    expect((await inForceAt(read)).json().data.transactionShippingCharge).toBe(25);
    // Overwrite goes through the newer revision.
    expect((await edit(read.id, { transactionShippingCharge: 26 }, body.stale.revision)).statusCode).toBe(200);
    expect((await inForceAt(read)).json().data.transactionShippingCharge).toBe(26);
  });

  it('answers 400 for a missing or mistyped revision and adds no version', async () => {
    const read = await created('Hunter', uae, 'EXPRESS');
    for (const revision of [undefined, null, 'x', -1, 1.5, true, 0]) {
      expect((await edit(read.id, { transactionShippingCharge: 99 }, revision)).statusCode, String(revision)).toBe(400);
    }
    const missing = await edit(read.id, { transactionShippingCharge: 99 }, undefined);
    expect(missing.json().errors).toEqual([{ field: 'revision', message: 'Required', key: 'fields:required' }]);
    expect(await versionCount(read.id)).toBe(1);
  });
});

describe('the history of a shipping charge', () => {
  it('records the add and each change with who, the page and each value from what to what; an edit is not undone but the add is', async () => {
    const read = await created('Champion', uae, 'SAME_DAY');
    const res = await edit(read.id, { transactionShippingCharge: 22.5, status: false }, read.revision);
    const log = await entries(read.id);
    expect(log.map((e) => e.action)).toEqual(['update', 'create']);
    expect(log[0]).toMatchObject({
      userName: 'Priya Nair',
      page: '/apps/shipping-charge-settings',
      entity: 'shipping-charge',
      entityId: String(read.id),
      requestId: res.headers['x-request-id'],
      revision: 2,
      summary: 'Champion · UAE · Same Day Delivery',
      undoable: false,
      restorable: false,
    });
    expect(log[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'transactionShippingCharge', before: 20, after: 22.5 },
        { field: 'status', before: true, after: false },
      ]),
    );
    // Only what the change set, and when it applies: never the version's id or the setting's key.
    expect(log[0]!.changes.map((c) => c.field).sort()).toEqual(['effectiveFrom', 'status', 'transactionShippingCharge']);
    expect(log[1]).toMatchObject({ action: 'create', revision: 1, undoable: true });
    expect(log[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'tier', before: null, after: 'Champion' },
        { field: 'globalShippingCharge', before: null, after: 70 },
      ]),
    );
    const undoEdit = await t.app.inject({ method: 'POST', url: HISTORY_PATHS.undo(log[0]!.id), headers: as('operator') });
    expect(undoEdit.statusCode).toBe(400);
    expect(undoEdit.json().message).toBe('This change cannot be undone');
  });

  it('undoes an add from its toast (the setting and its versions go), and the Audit Log restores it, refusing while another is active', async () => {
    const read = await created('Black', ksa, 'EXPRESS');
    const undo = await t.app.inject({
      method: 'POST',
      url: HISTORY_PATHS.undoLatest,
      headers: as('operator'),
      payload: { entity: 'shipping-charge', id: String(read.id), revision: read.revision },
    });
    expect(undo.statusCode).toBe(200);
    expect(await rowsOf(read)).toEqual([]);
    expect((await inForceAt(read)).statusCode).toBe(404);
    const [removal] = await entries(read.id);
    expect(removal).toMatchObject({ action: 'undo', restorable: true });

    const restore = () => t.app.inject({ method: 'POST', url: HISTORY_PATHS.restore(removal!.id), headers: as('admin') });
    // Meanwhile another setting of the key became active: the restore names it.
    const other = await created('Black', ksa, 'EXPRESS');
    const refused = await restore();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Cannot restore: an active Black shipping charge for Saudi Arabia, Express Delivery exists now (id ${other.id})`,
    );
    expect(await rowsOf(read)).toEqual([expect.objectContaining({ id: other.id })]);
    expect((await edit(other.id, { status: false }, other.revision)).statusCode).toBe(200);
    expect((await restore()).statusCode).toBe(200);
    const back = (await rowsOf(read)).find((r) => r.id === read.id);
    expect(back).toMatchObject({ versionId: read.versionId, transactionShippingCharge: 20, inForce: true, revision: 2 });
    expect((await restore()).statusCode).toBe(409);
  });
});

describe('withdrawing a scheduled change', () => {
  it('withdraws a change waiting for its time: it leaves the grid, never applies, and the withdrawal is logged', async () => {
    const read = await created('Explorer', uae, 'SAME_DAY');
    const at = inSeconds(3600);
    const scheduled = (
      await edit(read.id, { updateChanges: 'SCHEDULED', scheduleDate: at, transactionShippingCharge: 9 }, read.revision)
    ).json().data as ShippingCharge;
    expect(scheduled).toMatchObject({ inForce: false, revision: 2 });
    expect((await inForceAt(read, inSeconds(7200))).json().data.transactionShippingCharge).toBe(9);

    // From a stale read (before the change was scheduled): refused, and the change still waits.
    const stale = await withdraw(read.id, scheduled.versionId, read.revision);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Priya Nair changed this record at/);
    expect((await rowsOf(read)).map((r) => r.transactionShippingCharge)).toEqual([20, 9]);
    expect((await withdraw(read.id, scheduled.versionId, scheduled.revision, 'office')).statusCode).toBe(403);
    expect((await withdraw(read.id, scheduled.versionId, 'x')).statusCode).toBe(400);

    const res = await withdraw(read.id, scheduled.versionId, scheduled.revision);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Scheduled change withdrawn' });
    expect((await rowsOf(read)).map((r) => [r.transactionShippingCharge, r.inForce, r.revision])).toEqual([[20, true, 3]]);
    // The charge in force after the change's time is still the one before it: the withdrawn change never applies.
    expect((await inForceAt(read, inSeconds(7200))).json().data).toMatchObject({
      versionId: read.versionId,
      transactionShippingCharge: 20,
    });

    const [entry] = await entries(read.id);
    expect(entry).toMatchObject({
      action: 'withdraw',
      userName: 'Priya Nair',
      revision: 3,
      summary: 'Explorer · UAE · Same Day Delivery',
      undoable: false,
      restorable: false,
    });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'transactionShippingCharge', before: 9, after: null },
        { field: 'updateChanges', before: 'SCHEDULED', after: null },
        { field: 'scheduleDate', before: at, after: null },
      ]),
    );
    expect(entry!.changes.map((c) => c.field)).not.toContain('tier');
    expect((await withdraw(read.id, scheduled.versionId, 3)).statusCode).toBe(404);
    expect((await withdraw(999_999, scheduled.versionId, 1)).statusCode).toBe(404);

    // Another server process on the same database (a restart) answers the same.
    if (t.databaseUrl) {
      const other = await createSecondInstance(t);
      try {
        expect((await rowsOf(read, other)).map((r) => r.transactionShippingCharge)).toEqual([20]);
      } finally {
        await other.close();
      }
    }
  });

  it('refuses to withdraw a change in force, and one whose time has come, with the time it took effect', async () => {
    const read = await created('Yellow', ksa, 'SAME_DAY');
    const inForce = await withdraw(read.id, read.versionId, read.revision);
    expect(inForce.statusCode).toBe(409);
    expect(inForce.json().message).toMatch(
      /^This change took effect at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M and can no longer be withdrawn; save a new change instead$/,
    );

    const soon = (
      await edit(read.id, { updateChanges: 'SCHEDULED', scheduleDate: inSeconds(2), transactionShippingCharge: 4 }, read.revision)
    ).json().data as ShippingCharge;
    await sleep(2500);
    const late = await withdraw(read.id, soon.versionId, soon.revision);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^This change took effect at .* and can no longer be withdrawn/);
    expect((await inForceAt(read)).json().data).toMatchObject({ versionId: soon.versionId, transactionShippingCharge: 4 });
    expect((await entries(read.id)).map((e) => e.action)).toEqual(['update', 'create']);
  });
});
