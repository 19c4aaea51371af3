import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryMethod } from '../../src/domain/shipment/delivery-methods.ts';
import { SHIPMENT_PATHS } from '../../src/domain/shipment/paths.ts';
import { signIn } from '../support/test-app.ts';
import { deliveryTestApp } from './delivery-support.ts';

let d: Awaited<ReturnType<typeof deliveryTestApp>>;
let uae: number;
let ksa: number;

beforeAll(async () => {
  d = await deliveryTestApp();
  uae = d.countryId('UAE');
  ksa = d.countryId('KSA');
});
afterAll(() => d.t.close());

const records = async (query: Record<string, string> = {}) => (await d.methods(query)).json().data.records as DeliveryMethod[];

describe('the delivery methods', () => {
  it('lists the seeded methods, all of them at once by default (pageSize 10000), filtered by country, type and label', async () => {
    const res = await d.methods();
    expect(res.statusCode).toBe(200);
    const all = res.json().data as { records: DeliveryMethod[]; totalRecords: number };
    expect(all.totalRecords).toBe(7);
    expect(all.records).toHaveLength(7);
    expect(all.records[0]).toEqual({
      id: expect.any(Number),
      inventoryCountryId: uae,
      inventoryCountryCode: 'UAE',
      deliveryTypeCode: 'STANDARD',
      deliveryType: 'Standard Delivery',
      deliveryLabelCode: 'HOME_DELIVERY',
      deliveryLabel: 'Home Delivery',
      status: true,
      revision: 1,
    });
    expect((await records({ inventoryCountryId: String(ksa) })).map((m) => m.deliveryTypeCode)).toEqual([
      'STANDARD',
      'EXPRESS',
      'SAME_DAY',
    ]);
    expect(
      await records({ inventoryCountryId: String(uae), deliveryTypeCode: 'STANDARD', deliveryLabelCode: 'CLICK_AND_COLLECT' }),
    ).toHaveLength(1);
    expect(await records({ deliveryTypeCode: '', deliveryLabelCode: '' })).toHaveLength(7);
    expect((await d.methods({ pageNo: '2', pageSize: '5' })).json().data.records).toHaveLength(2);
    expect((await d.methods({ pageSize: '10001' })).statusCode).toBe(400);
    expect((await d.methods({ deliveryTypeCode: 'POST' })).statusCode).toBe(400);
  });

  it('needs all three fields, an inventory country and known codes, each refusal naming its field', async () => {
    const refusal = async (payload: object) => {
      const res = await d.addMethod(payload);
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await refusal({ deliveryTypeCode: 'EXPRESS', deliveryLabelCode: 'PICKUP_POINT' })).toBe('Inventory Country: Required');
    expect(await refusal({ inventoryCountryId: uae, deliveryTypeCode: '', deliveryLabelCode: 'PICKUP_POINT' })).toBe(
      'Delivery Type: Required',
    );
    expect(await refusal({ inventoryCountryId: uae, deliveryTypeCode: 'EXPRESS' })).toBe('Delivery Label: Required');
    expect(await refusal({ inventoryCountryId: uae, deliveryTypeCode: 'DRONE', deliveryLabelCode: 'PICKUP_POINT' })).toBe(
      'Delivery Type: Not a delivery type',
    );
    // Oman has no online store: stock does not ship from there.
    const oman = d.countryId('OMN');
    const res = await d.addMethod({ inventoryCountryId: oman, deliveryTypeCode: 'EXPRESS', deliveryLabelCode: 'PICKUP_POINT' });
    expect(res.json()).toMatchObject({ message: `No inventory country with id ${oman}`, errors: [{ field: 'inventoryCountryId' }] });
  });

  it('adds an active method, refuses a duplicate with 409, switches it off and on, edits and deletes it', async () => {
    const body = { inventoryCountryId: ksa, deliveryTypeCode: 'EXPRESS', deliveryLabelCode: 'PICKUP_POINT' };
    const added = await d.addMethod(body);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Delivery Method added successfully',
      data: { inventoryCountryCode: 'KSA', status: true },
    });
    const id = added.json().data.id as number;

    const again = await d.addMethod(body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A delivery method KSA / Express Delivery / Pickup Point already exists');

    const off = await d.putMethod(id, { status: false });
    expect(off.json()).toMatchObject({
      message: 'Delivery Method updated successfully',
      data: { status: false, deliveryTypeCode: 'EXPRESS' },
    });
    expect((await d.putMethod(id, { status: true })).json().data.status).toBe(true);

    const clash = await d.putMethod(id, { inventoryCountryId: ksa, deliveryTypeCode: 'STANDARD', deliveryLabelCode: 'HOME_DELIVERY' });
    expect(clash.statusCode).toBe(409);
    const edited = await d.putMethod(id, { inventoryCountryId: uae, deliveryTypeCode: 'SAME_DAY', deliveryLabelCode: 'PICKUP_POINT' });
    expect(edited.json()).toMatchObject({ data: { inventoryCountryCode: 'UAE', deliveryType: 'Same Day Delivery', status: true } });
    expect((await d.putMethod(id, { deliveryTypeCode: 'STANDARD' })).json().message).toBe(
      'Inventory Country: Required; Delivery Label: Required',
    );
    expect((await d.putMethod(999_999, { status: false })).statusCode).toBe(404);

    const gone = await d.deleteMethod(id);
    expect(gone.json()).toMatchObject({ status: true, message: 'Delivery Method deleted successfully' });
    expect((await d.deleteMethod(id)).statusCode).toBe(404);
  });

  it('deleting a method deletes its timelines', async () => {
    const id = (await d.addMethod({ inventoryCountryId: uae, deliveryTypeCode: 'EXPRESS', deliveryLabelCode: 'CLICK_AND_COLLECT' })).json()
      .data.id;
    const timeline = {
      deliveryMethodId: id,
      shippingCountryId: uae,
      timezone: 'Asia/Dubai',
      cutOffTimeFrom: '00:00:00',
      cutOffTimeTo: '12:00:00',
      workingDays: 'Mon',
      max_edd: 1,
    };
    expect((await d.addTimeline(timeline)).statusCode).toBe(201);
    await d.deleteMethod(id);
    expect((await d.timelines({ deliveryMethodId: String(id) })).statusCode).toBe(404);
  });

  it('lets the office read (L1) but not write, and the warehouse not even read', async () => {
    const [id] = (await records()).map((m) => m.id);
    expect((await d.methods({}, 'office')).statusCode).toBe(200);
    expect(
      (await d.addMethod({ inventoryCountryId: uae, deliveryTypeCode: 'EXPRESS', deliveryLabelCode: 'PICKUP_POINT' }, 'office')).statusCode,
    ).toBe(403);
    expect((await d.putMethod(id!, { status: false }, 'office')).statusCode).toBe(403);
    expect((await d.deleteMethod(id!, 'office')).statusCode).toBe(403);
    expect((await d.methods({}, 'warehouse')).statusCode).toBe(403);
  });

  it('offers the inventory countries (those with the online store) and the delivery labels to any signed-in user', async () => {
    const countries = (await d.call('GET', SHIPMENT_PATHS.inventoryCountries, undefined, 'warehouse')).json().data.records;
    expect(countries.map((c: { CountryName: string }) => c.CountryName).sort()).toEqual(['Saudi Arabia', 'United Arab Emirates']);
    expect(countries[0]).toEqual({
      countryId: expect.any(Number),
      CountryName: expect.any(String),
      ar_CountryName: expect.any(String),
      countryCode: expect.any(String),
    });
    const labels = (await d.call('GET', SHIPMENT_PATHS.deliveryLabels, undefined, 'warehouse')).json().data;
    expect(labels.map((l: { code: string }) => l.code)).toEqual(['HOME_DELIVERY', 'CLICK_AND_COLLECT', 'PICKUP_POINT']);
  });
});

describe('in the reader’s language', () => {
  // In Arabic a code inside the sentence is isolated (U+2068 … U+2069) to read left to right.
  const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
  const add = async (payload: object, lng: string) =>
    d.t.app.inject({
      method: 'POST',
      url: SHIPMENT_PATHS.deliveryMethods,
      payload,
      headers: { authorization: `Bearer ${await signIn(d.t.app, 'operator')}`, 'accept-language': lng },
    });

  it('names the missing and wrong fields by their labels in Arabic', async () => {
    const res = await add({ deliveryTypeCode: 'DRONE', deliveryLabelCode: 'PICKUP_POINT' }, 'ar');
    expect(res.statusCode).toBe(400);
    expect(plain(res.json().message)).toBe('بلد المخزون: مطلوب; نوع التوصيل: ليس نوع توصيل');
    expect(res.json()).toMatchObject({
      key: 'fields:problems',
      errors: [
        { field: 'inventoryCountryId', message: 'مطلوب', key: 'fields:required' },
        { field: 'deliveryTypeCode', message: 'ليس نوع توصيل', key: 'delivery-timeline:rules.deliveryType' },
      ],
    });
  });

  it('says the success in Turkish, and a duplicate in Arabic with the type and the label by their names', async () => {
    const body = { inventoryCountryId: uae, deliveryTypeCode: 'STANDARD', deliveryLabelCode: 'PICKUP_POINT' };
    const added = await add(body, 'tr');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ message: 'Teslimat Yöntemi başarıyla eklendi', key: 'delivery-timeline:methodAdded' });
    const again = await add(body, 'ar');
    expect(again.statusCode).toBe(409);
    expect(plain(again.json().message)).toBe('طريقة التوصيل UAE / التوصيل العادي / نقطة الاستلام موجودة مسبقًا');
    expect(again.json()).toMatchObject({
      key: 'delivery-timeline:duplicateMethod',
      params: { country: 'UAE', type: 'التوصيل العادي', label: 'نقطة الاستلام' },
    });
    expect((await d.deleteMethod(added.json().data.id as number)).statusCode).toBe(200);
  });
});
