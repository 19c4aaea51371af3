import type { Db } from '../db/connect.ts';
import * as campaigns from '../modules/campaigns/campaigns.service.ts';
import { seededRandom } from './seeded-random.ts';
import { demoActor } from './users.ts';

/**
 * Demo campaigns of Campaign Details, each with its product price rows in the UAE (AE) and KSA
 * (SA). Deterministic: the same rows on every install. RAMADAN-2026 has over a thousand rows, so
 * its listing pages and its export spans more than one page of 1000.
 */

type Country = 'AE' | 'SA';

interface CampaignPlan {
  code: string;
  details: string;
  /** When the campaign was set up (UTC). */
  created: string;
  /** The local day the prices start (midnight in Dubai for AE, Riyadh for SA). */
  startDay: string;
  /** How many days prices may still be revised after the start. */
  revisionDays: number;
  products: number;
  countries: Country[];
  discounts: number[];
  seed: number;
}

// In order of creation, so the grid (newest first) opens on the latest campaign.
const PLANS: CampaignPlan[] = [
  {
    code: 'BACK-TO-SCHOOL-2025',
    details: 'Back to school 2025: bags, shoes, uniforms and stationery',
    created: '2025-08-04T06:15:00Z',
    startDay: '2025-08-11',
    revisionDays: 14,
    products: 55,
    countries: ['AE', 'SA'],
    discounts: [10, 15, 20, 25],
    seed: 2025_08,
  },
  {
    code: 'SAUDI-NATIONAL-DAY-95',
    details: 'Saudi National Day 95 (23 September 2025): green week offers across KSA',
    created: '2025-09-10T07:40:00Z',
    startDay: '2025-09-18',
    revisionDays: 6,
    products: 115,
    countries: ['SA'],
    discounts: [15, 20, 30, 40, 50],
    seed: 2025_09,
  },
  {
    code: 'WHITE-FRIDAY',
    details: 'White Friday 2025: site-wide deals, 20–70% off fashion, beauty and home',
    created: '2025-11-10T05:30:00Z',
    startDay: '2025-11-20',
    revisionDays: 11,
    products: 230,
    countries: ['AE', 'SA'],
    discounts: [20, 30, 40, 50, 60, 70],
    seed: 2025_11,
  },
  {
    code: 'NATIONAL-DAY-UAE',
    details: 'UAE National Day (Eid Al Etihad, 2 December 2025): 54% off selected lines',
    created: '2025-11-24T08:05:00Z',
    startDay: '2025-11-29',
    revisionDays: 5,
    products: 180,
    countries: ['AE'],
    discounts: [20, 30, 40, 54],
    seed: 2025_12,
  },
  {
    code: 'RAMADAN-2026',
    details: 'Ramadan Kareem 2026: modest fashion, home, dates, oud and fragrances',
    created: '2026-02-02T06:00:00Z',
    startDay: '2026-02-18',
    revisionDays: 28,
    products: 660,
    countries: ['AE', 'SA'],
    discounts: [10, 15, 20, 25, 30, 40],
    seed: 2026_02,
  },
  {
    code: 'SAUDI-FOUNDING-DAY',
    details: 'Saudi Founding Day (22 February 2026): heritage collection and home offers',
    created: '2026-02-12T09:20:00Z',
    startDay: '2026-02-20',
    revisionDays: 4,
    products: 140,
    countries: ['SA'],
    discounts: [15, 22, 27, 30],
    seed: 2026_22,
  },
  {
    code: 'EID-AL-FITR-2026',
    details: 'Eid Al Fitr 2026: gifting, kids wear and festive fashion',
    created: '2026-03-09T07:00:00Z',
    startDay: '2026-03-17',
    revisionDays: 7,
    products: 120,
    countries: ['AE', 'SA'],
    discounts: [15, 20, 25, 35],
    seed: 2026_03,
  },
];

const PRICE_POINTS = [
  29, 35, 39, 49, 55, 59, 69, 79, 89, 99, 109, 119, 129, 149, 169, 179, 199, 229, 249, 279, 299, 349, 399, 449, 499, 599, 699, 799, 899,
  999, 1299, 1499,
];
// Midnight local time in UTC: Dubai is UTC+4, Riyadh UTC+3 (neither keeps summer time).
const MIDNIGHT_UTC_OFFSET_HOURS: Record<Country, number> = { AE: -4, SA: -3 };
const HOUR = 3_600_000;
const PID_FIRST = 1_204_000;
const PID_SPAN = 60_000;

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const cents = (value: number) => Math.round(value * 100) / 100;

/** `count` distinct PIDs in ascending order. */
function pids(rnd: () => number, count: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(PID_FIRST + Math.floor(rnd() * PID_SPAN));
  return [...chosen].sort((a, b) => a - b);
}

function buildCampaign(plan: CampaignPlan): campaigns.SeedCampaign {
  const rnd = seededRandom(plan.seed);
  const created = new Date(plan.created).getTime();
  const products: campaigns.SeedCampaign['products'] = [];
  for (const pid of pids(rnd, plan.products)) {
    const base = pick(rnd, PRICE_POINTS);
    const discount = pick(rnd, plan.discounts);
    // Most lines are offered in both countries of a two-country campaign, a few in one only.
    const countries = plan.countries.length > 1 && rnd() < 0.12 ? [pick(rnd, plan.countries)] : plan.countries;
    for (const country of countries) {
      const oldPrice = country === 'SA' ? base + (base >= 100 ? 10 : 5) : base;
      // Shelf prices end in .99 or .95 after the markdown, never below 1.
      const newPrice = cents(Math.max(1, Math.round(oldPrice * (1 - discount / 100))) - (rnd() < 0.7 ? 0.01 : 0.05));
      const start = new Date(`${plan.startDay}T00:00:00Z`).getTime() + MIDNIGHT_UTC_OFFSET_HOURS[country] * HOUR;
      // Uploaded within two days of setting the campaign up; a fifth of the prices were revised later on.
      const createDate = created + Math.floor(rnd() * 48 * HOUR);
      const revised = rnd() < 0.2 ? Math.floor(rnd() * plan.revisionDays * 24) * HOUR + Math.floor(rnd() * 60) * 60_000 : 0;
      products.push({
        pid,
        countryCode: country,
        oldPrice: cents(oldPrice),
        newPrice,
        priceChangedDate: new Date(Math.max(start + revised, createDate)),
        createDate: new Date(createDate),
      });
    }
  }
  return { campaignCode: plan.code, details: plan.details, createdDateUTC: new Date(created), products };
}

/** The demo campaigns, built the same way every time (tests read them). */
export const demoCampaigns = (): campaigns.SeedCampaign[] => PLANS.map(buildCampaign);

/** Seed step 'seeded-campaigns': the demo campaigns set up by the demo operations lead; nothing for SEED=none. */
export async function seedCampaigns(db: Db, options: { kind: string }): Promise<void> {
  if (options.kind !== 'demo') return;
  await campaigns.seedCampaigns(db, demoCampaigns(), await demoActor(db, 'operator'));
}
