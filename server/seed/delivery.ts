import type { DeliveryLabelCode } from '../../src/domain/shipment/delivery-labels.ts';
import type { DeliveryTypeCode } from '../../src/domain/shipment/delivery-types.ts';
import type { Db } from '../db/connect.ts';
import { createMethod, updateMethod } from '../modules/delivery/delivery-methods.service.ts';
import { createTimeline } from '../modules/delivery/delivery-timelines.service.ts';
import { areaLookup } from '../modules/reference/areas.service.ts';
import { countryLookup } from '../modules/reference/countries.service.ts';
import { stateLookup } from '../modules/reference/states.service.ts';
import { SYSTEM_ACTOR } from '../shared/actor.ts';
import type { SeedOptions } from './seed-step.ts';

/**
 * Demo delivery methods and timelines of the UAE (Asia/Dubai, Saturday and Sunday off) and KSA
 * (Asia/Riyadh, Friday and Saturday off): standard everywhere, express to the big cities, same day
 * within Dubai and (switched off, as a pilot) Riyadh's Al Olaya. Dubai's same day has two windows:
 * orders by noon arrive today, later ones tomorrow.
 */
const UAE_DAYS = 'Mon,Tue,Wed,Thu,Fri';
const KSA_DAYS = 'Sun,Mon,Tue,Wed,Thu';
const ALL_DAY = ['00:00:00', '23:59:59'] as const;

interface SeedTimeline {
  state?: string;
  area?: string;
  window: readonly [string, string];
  edd: [number, number];
}
interface SeedMethod {
  country: 'UAE' | 'KSA';
  type: DeliveryTypeCode;
  label: DeliveryLabelCode;
  active?: boolean;
  timelines: SeedTimeline[];
}

const METHODS: SeedMethod[] = [
  {
    country: 'UAE',
    type: 'STANDARD',
    label: 'HOME_DELIVERY',
    timelines: [
      { window: ALL_DAY, edd: [2, 4] },
      { state: 'Dubai', window: ALL_DAY, edd: [1, 2] },
      { state: 'Abu Dhabi', area: 'Al Ain', window: ALL_DAY, edd: [3, 5] },
    ],
  },
  {
    country: 'UAE',
    type: 'EXPRESS',
    label: 'HOME_DELIVERY',
    timelines: [
      { state: 'Dubai', window: ['00:00:00', '18:00:00'], edd: [1, 1] },
      { state: 'Sharjah', window: ['00:00:00', '16:00:00'], edd: [1, 1] },
      { state: 'Abu Dhabi', window: ['00:00:00', '16:00:00'], edd: [1, 2] },
    ],
  },
  {
    country: 'UAE',
    type: 'SAME_DAY',
    label: 'HOME_DELIVERY',
    timelines: [
      { state: 'Dubai', window: ['00:00:00', '12:00:00'], edd: [0, 0] },
      { state: 'Dubai', window: ['12:00:01', '23:59:59'], edd: [1, 1] },
    ],
  },
  { country: 'UAE', type: 'STANDARD', label: 'CLICK_AND_COLLECT', timelines: [{ window: ALL_DAY, edd: [1, 3] }] },
  {
    country: 'KSA',
    type: 'STANDARD',
    label: 'HOME_DELIVERY',
    timelines: [
      { window: ALL_DAY, edd: [3, 6] },
      { state: 'Riyadh', window: ['00:00:00', '14:00:00'], edd: [1, 3] },
      { state: 'Makkah', area: 'Jeddah', window: ALL_DAY, edd: [2, 4] },
      { state: 'Eastern Province', window: ALL_DAY, edd: [2, 4] },
    ],
  },
  {
    country: 'KSA',
    type: 'EXPRESS',
    label: 'HOME_DELIVERY',
    timelines: [
      { state: 'Riyadh', window: ['00:00:00', '13:00:00'], edd: [1, 1] },
      { state: 'Makkah', area: 'Jeddah', window: ['00:00:00', '13:00:00'], edd: [1, 2] },
    ],
  },
  {
    country: 'KSA',
    type: 'SAME_DAY',
    label: 'HOME_DELIVERY',
    active: false,
    timelines: [{ state: 'Riyadh', area: 'Al Olaya', window: ['00:00:00', '11:00:00'], edd: [0, 0] }],
  },
];

/** Writes the demo methods and timelines through the delivery services (demo seed only). */
export async function seedDelivery(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo') return;
  const countries = (await countryLookup(db, { index: 1, pageSize: 10_000 })).records;
  for (const m of METHODS) {
    const country = countries.find((c) => c.countryCode === m.country);
    if (!country) continue; // a database whose reference data was changed: nothing to hang the demo on
    const states = (await stateLookup(db, { index: 1, pageSize: 10_000, countryId: country.Id })).records;
    const method = await createMethod(
      db,
      { inventoryCountryId: country.Id, deliveryTypeCode: m.type, deliveryLabelCode: m.label },
      SYSTEM_ACTOR,
    );
    for (const t of m.timelines) {
      const state = t.state === undefined ? undefined : states.find((s) => s.stateName === t.state);
      if (t.state !== undefined && !state) continue;
      const areas = state && t.area ? (await areaLookup(db, { index: 1, pageSize: 10_000, stateId: state.id })).records : [];
      const area = areas.find((a) => a.areaName === t.area);
      if (t.area !== undefined && !area) continue;
      await createTimeline(
        db,
        {
          deliveryMethodId: method.id,
          shippingCountryId: country.Id,
          shippingStateId: state?.id ?? null,
          shippingAreaId: area?.id ?? null,
          timezone: m.country === 'UAE' ? 'Asia/Dubai' : 'Asia/Riyadh',
          cutOffTimeFrom: t.window[0],
          cutOffTimeTo: t.window[1],
          workingDays: m.country === 'UAE' ? UAE_DAYS : KSA_DAYS,
          min_edd: t.edd[0],
          max_edd: t.edd[1],
        },
        SYSTEM_ACTOR,
      );
    }
    if (m.active === false) await updateMethod(db, method.id, { status: false }, SYSTEM_ACTOR);
  }
}
