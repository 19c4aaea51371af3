import { dayStart, today } from '../../src/domain/day-bounds.ts';
import type { DeliveryTypeCode } from '../../src/domain/shipment/delivery-types.ts';
import type { ShippingChargeBody, ShippingTier } from '../../src/domain/shipment/shipping-charges.ts';
import type { Db } from '../db/connect.ts';
import { countryLookup } from '../modules/reference/countries.service.ts';
import * as charges from '../modules/shipping/shipping-charges.service.ts';
import { DEFAULT_TIME_ZONE } from '../../src/domain/constants.ts';
import type { SeedOptions } from './seed-step.ts';
import { demoActor } from './users.ts';

/** [shipping charge, free shipping above, global charge, express fee] in the country's currency. */
type Amounts = [number, number, number, number];

// Higher tiers ship cheaper; Champion ships free. KSA amounts are in SAR, close to AED one for one.
const TIER_AMOUNTS: Record<ShippingTier, { AED: Amounts; SAR: Amounts }> = {
  Yellow: { AED: [15, 150, 60, 25], SAR: [15, 150, 65, 25] },
  Black: { AED: [10, 100, 50, 20], SAR: [10, 100, 55, 20] },
  Explorer: { AED: [12, 120, 55, 20], SAR: [12, 125, 60, 20] },
  Hunter: { AED: [8, 80, 45, 15], SAR: [9, 80, 50, 15] },
  Champion: { AED: [0, 0, 40, 10], SAR: [0, 0, 45, 10] },
};

// Express is offered to the two top tiers in the UAE.
const PLANS: { tier: ShippingTier; country: 'UAE' | 'KSA'; type: DeliveryTypeCode }[] = [
  ...(['Yellow', 'Black', 'Explorer', 'Hunter', 'Champion'] as const).flatMap((tier) => [
    { tier, country: 'UAE' as const, type: 'STANDARD' as const },
    { tier, country: 'KSA' as const, type: 'STANDARD' as const },
  ]),
  { tier: 'Black', country: 'UAE', type: 'EXPRESS' },
  { tier: 'Champion', country: 'UAE', type: 'EXPRESS' },
];

const amountsOf = ([charge, free, global, express]: Amounts) => ({
  transactionShippingCharge: charge,
  transactionFreeShippingLimit: free,
  globalShippingCharge: global,
  expressShippingFee: express,
});

/**
 * Demo shipping charges: every tier in the UAE (AED) and KSA (SAR) by standard delivery, express for
 * Black and Champion in the UAE, and a Yellow UAE price change scheduled for 18:00 Dubai time two days
 * after the seed, waiting in the grid until then.
 */
export async function seedShippingCharges(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo') return;
  const by = await demoActor(db, 'operator');
  const countries = (await countryLookup(db, { index: 1, pageSize: 10_000 })).records;
  const ids = new Map<string, number>();
  for (const plan of PLANS) {
    const country = countries.find((c) => c.countryCode === plan.country);
    if (!country) continue;
    const currency = country.currencyCode as 'AED' | 'SAR';
    const base =
      plan.type === 'EXPRESS' ? TIER_AMOUNTS[plan.tier][currency].map((a, i) => (i === 0 ? a + 10 : a)) : TIER_AMOUNTS[plan.tier][currency];
    const body: ShippingChargeBody = {
      updateChanges: 'NOW',
      tier: plan.tier,
      deliveryType: plan.type,
      countryId: country.Id,
      currencyCode: currency,
      status: true,
      ...amountsOf(base as Amounts),
    };
    const saved = await charges.createShippingCharge(db, body, by, DEFAULT_TIME_ZONE);
    ids.set(`${plan.tier}-${plan.country}-${plan.type}`, saved.id);
  }
  const yellowUae = ids.get('Yellow-UAE-STANDARD');
  if (yellowUae === undefined) return;
  const [y, m, d] = today(DEFAULT_TIME_ZONE).split('-').map(Number);
  const inTwoDays = new Date(Date.UTC(y!, m! - 1, d! + 2)).toISOString().slice(0, 10);
  const at18 = new Date(dayStart(inTwoDays, DEFAULT_TIME_ZONE).getTime() + 18 * 3_600_000);
  await charges.updateShippingCharge(
    db,
    yellowUae,
    { updateChanges: 'SCHEDULED', scheduleDate: at18.toISOString(), status: true, ...amountsOf([12, 120, 60, 25]) },
    by,
    DEFAULT_TIME_ZONE,
  );
}
