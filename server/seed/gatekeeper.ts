import type { Operation } from '../../src/domain/gatekeeper/contracts.ts';
import type { GateCountry } from '../../src/domain/gatekeeper/constants.ts';
import type { Db } from '../db/connect.ts';
import * as feed from '../modules/gatekeeper/feed.service.ts';
import { applyInTransaction } from '../modules/gatekeeper/operations.service.ts';
import * as pallets from '../modules/gatekeeper/pallets.service.ts';
import { seededRandom } from './seeded-random.ts';
import type { SeedOptions } from './seed-step.ts';

interface Line {
  brand: string;
  prefix: string;
  category: string;
  subCategory: string;
  department: string;
  sizes: string[];
}

const SHOE = ['39', '40', '41', '42', '43', '44', '45'];
const KIDS_SHOE = ['28', '30', '32', '34', '35'];
const TOP = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const DENIM = ['28x30', '30x32', '32x32', '34x32', '36x34'];
const ONE = ['OS'];

/** Fashion and footwear ranges as they arrive at the UAE and KSA gates. */
const RANGES: Line[] = [
  { brand: 'NIKE', prefix: 'NK', category: 'Footwear', subCategory: 'Running Shoes', department: 'Sports Footwear', sizes: SHOE },
  { brand: 'NIKE', prefix: 'NK', category: 'Apparel', subCategory: 'T-Shirts', department: 'Sportswear', sizes: TOP },
  { brand: 'ADIDAS', prefix: 'AD', category: 'Footwear', subCategory: 'Sneakers', department: 'Sports Footwear', sizes: SHOE },
  { brand: 'ADIDAS', prefix: 'AD', category: 'Apparel', subCategory: 'Track Pants', department: 'Sportswear', sizes: TOP },
  { brand: 'PUMA', prefix: 'PU', category: 'Footwear', subCategory: 'Sneakers', department: 'Sports Footwear', sizes: SHOE },
  { brand: 'PUMA', prefix: 'PU', category: 'Apparel', subCategory: 'Hoodies', department: 'Sportswear', sizes: TOP },
  { brand: 'SKECHERS', prefix: 'SK', category: 'Footwear', subCategory: 'Walking Shoes', department: 'Casual Footwear', sizes: SHOE },
  { brand: 'SKECHERS', prefix: 'SK', category: 'Footwear', subCategory: 'Kids Shoes', department: 'Kids Footwear', sizes: KIDS_SHOE },
  { brand: 'LEVIS', prefix: 'LV', category: 'Apparel', subCategory: 'Jeans', department: 'Denim', sizes: DENIM },
  { brand: 'LEVIS', prefix: 'LV', category: 'Apparel', subCategory: 'Shirts', department: 'Casualwear', sizes: TOP },
  { brand: 'MANGO', prefix: 'MG', category: 'Apparel', subCategory: 'Dresses', department: 'Womenswear', sizes: TOP },
  { brand: 'MANGO', prefix: 'MG', category: 'Accessories', subCategory: 'Bags', department: 'Accessories', sizes: ONE },
  { brand: 'ZARA', prefix: 'ZR', category: 'Apparel', subCategory: 'Blazers', department: 'Womenswear', sizes: TOP },
  { brand: 'ZARA', prefix: 'ZR', category: 'Apparel', subCategory: 'Trousers', department: 'Menswear', sizes: TOP },
  { brand: 'CALVIN KLEIN', prefix: 'CK', category: 'Apparel', subCategory: 'Underwear', department: 'Innerwear', sizes: TOP },
  {
    brand: 'CALVIN KLEIN',
    prefix: 'CK',
    category: 'Accessories',
    subCategory: 'Belts',
    department: 'Accessories',
    sizes: ['85', '90', '95', '100'],
  },
  { brand: 'TOMMY HILFIGER', prefix: 'TH', category: 'Apparel', subCategory: 'Polo Shirts', department: 'Menswear', sizes: TOP },
  { brand: 'NEW BALANCE', prefix: 'NB', category: 'Footwear', subCategory: 'Running Shoes', department: 'Sports Footwear', sizes: SHOE },
  { brand: 'CONVERSE', prefix: 'CV', category: 'Footwear', subCategory: 'Sneakers', department: 'Casual Footwear', sizes: SHOE },
  { brand: 'GUESS', prefix: 'GS', category: 'Accessories', subCategory: 'Watches', department: 'Accessories', sizes: ONE },
];
const DIVISIONS = ['Men', 'Women', 'Kids', 'Unisex'];

export const SEED_PALLETS = 20;
const palletNoOf = (i: number) => `PLT-${String(i).padStart(4, '0')}`;
const DAY = 24 * 60 * 60 * 1000;

/** A UPC of 12 or 13 digits never starting with 0 (UPCs travel without leading zeros). */
const upcOf = (rnd: () => number) => {
  const digits = rnd() < 0.5 ? 12 : 13;
  let s = String(1 + Math.floor(rnd() * 9));
  while (s.length < digits) s += String(Math.floor(rnd() * 10));
  return s;
};

/** A version-4-shaped UUID from the PRNG, so seeded operations have stable ids. */
const uuidOf = (rnd: () => number) => {
  const hex = Array.from({ length: 32 }, () => Math.floor(rnd() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

export interface SeedPallet {
  palletNo: string;
  gateCountry: GateCountry;
  lines: { upc: string; qty: number }[];
}

/**
 * The demo's manifests and item master: 20 pallets of 20 to 500 units, each a few styles in
 * their sizes. On every pallet a few styles fail eligibility at its gate (UAE: a new style
 * with under 3 head-office units; KSA: a style not in business there), so each pallet has items
 * the rules reject whatever rule sets are loaded; the uploaded rule sets reject more.
 */
export function gatekeeperDemoData(): { pallets: SeedPallet[]; items: feed.ItemMasterLoad[] } {
  const rnd = seededRandom(20_260_505);
  const items = new Map<string, feed.ItemMasterLoad>();
  const pallets: SeedPallet[] = [];
  for (let p = 1; p <= SEED_PALLETS; p += 1) {
    const gateCountry: GateCountry = p % 4 === 0 || p === 7 ? 'KSA' : 'UAE';
    const units = p === 1 ? 20 : p === SEED_PALLETS ? 500 : 20 + Math.floor(rnd() * 481);
    const lines: SeedPallet['lines'] = [];
    let left = units;
    let styleNo = 0;
    while (left > 0) {
      styleNo += 1;
      const range = RANGES[Math.floor(rnd() * RANGES.length)]!;
      const style = `${range.prefix}-${String(100_000 + Math.floor(rnd() * 900_000))}`;
      const pid = String(1_000_000 + Math.floor(rnd() * 9_000_000));
      const division = range.department === 'Kids Footwear' ? 'Kids' : DIVISIONS[Math.floor(rnd() * DIVISIONS.length)]!;
      // The second style of every pallet is ineligible at its gate.
      const ineligible = styleNo === 2;
      const inUae = ineligible && gateCountry === 'UAE' ? false : rnd() < 0.85;
      const inKsa = ineligible && gateCountry === 'KSA' ? false : true;
      const headOffice =
        ineligible && gateCountry === 'UAE' ? Math.floor(rnd() * 3) : inUae ? Math.floor(rnd() * 60) : 3 + Math.floor(rnd() * 30);
      // A style arrives in a run of 3 to 5 of its sizes (the ineligible one in 2), so even a
      // 20-unit pallet holds several styles.
      const count = ineligible ? 2 : 3 + Math.floor(rnd() * 3);
      const first = Math.floor(rnd() * Math.max(1, range.sizes.length - count + 1));
      for (const size of range.sizes.slice(first, first + count)) {
        if (left <= 0) break;
        const upc = upcOf(rnd);
        const qty = Math.min(left, 1 + Math.floor(rnd() * 4));
        left -= qty;
        lines.push({ upc, qty });
        items.set(upc, {
          upc,
          pid,
          style,
          brand: range.brand,
          category: range.category,
          sub_category: range.subCategory,
          division,
          department: range.department,
          group_code: `GC-${range.prefix}${String(10 + Math.floor(rnd() * 40))}`,
          size_label: size,
          item_code: `${style}-${size}`,
          head_office_qty: headOffice,
          rack_qty: Math.floor(rnd() * 8),
          pre_grn_qty: Math.floor(rnd() * 4),
          style_in_business_uae: inUae,
          style_in_business_ksa: inKsa,
        });
      }
    }
    pallets.push({ palletNo: palletNoOf(p), gateCountry, lines });
  }
  return { pallets, items: [...items.values()] };
}

/** Pallets already at the gate: imported (days ago), how much of each is scanned, the closed one. */
const IMPORTED: { n: number; daysAgo: number; scanShare: number; close?: boolean }[] = [
  { n: 1, daysAgo: 6, scanShare: 0.9, close: true },
  { n: 2, daysAgo: 4, scanShare: 0.6 },
  { n: 3, daysAgo: 2, scanShare: 0.35 },
  { n: 4, daysAgo: 1, scanShare: 0.2 },
  { n: 5, daysAgo: 0, scanShare: 0.1 },
  { n: 6, daysAgo: 0, scanShare: 0 },
];

/** Seeds manifests and item master, imports six pallets, scans part of them through the real rules, closes one. */
export async function seedGatekeeper(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo') return;
  const { pallets: manifests, items } = gatekeeperDemoData();
  const feedActor = { userId: null, name: 'ERP feed' };
  await feed.seedFeed(
    db,
    items,
    manifests.map((m) => ({ palletNo: m.palletNo, gateCountry: m.gateCountry, lines: m.lines })),
    feedActor,
  );

  const rules = await pallets.rulesInForce(db);
  const rnd = seededRandom(5_050_505);
  const staff = { userId: null, name: 'Gate Staff' };
  const now = Date.now();
  for (const plan of IMPORTED) {
    const manifest = manifests[plan.n - 1]!;
    const palletNo = manifest.palletNo;
    const units = manifest.lines.reduce((sum, l) => sum + l.qty, 0);
    const createdAt = new Date(now - plan.daysAgo * DAY - (8 + plan.n) * 60 * 60 * 1000);
    await pallets.seedPallet(db, palletNo, { gateCountry: manifest.gateCountry, units }, staff, createdAt);
    const queue = manifest.lines.flatMap((l) => Array.from({ length: l.qty }, () => l.upc)).slice(0, Math.round(units * plan.scanShare));
    const op = (extra: Record<string, unknown>) =>
      ({ opId: uuidOf(rnd), palletNo, deviceTime: new Date(now).toISOString(), ...extra }) as Operation;
    for (const upc of queue) await applyInTransaction(db, op({ type: 'scan', upc }), staff, rules);
    if (plan.close) {
      const unscanned = manifest.lines.map((l) => l.upc).filter((u) => !queue.includes(u));
      if (unscanned.length) await applyInTransaction(db, op({ type: 'mark-missing', upcList: unscanned }), staff, rules);
      await applyInTransaction(db, op({ type: 'mark-excess', upc: manifest.lines[0]!.upc }), staff, rules);
      await applyInTransaction(db, op({ type: 'close' }), staff, rules);
    }
  }
}
