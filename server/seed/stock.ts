import type { StockInTransitAction } from '../../src/domain/stock/constants.ts';
import { STOCK_IN_TRANSIT_ACTIONS } from '../../src/domain/stock/constants.ts';
import { DEFAULT_TIME_ZONE } from '../../src/domain/constants.ts';
import { dayStart, today } from '../../src/domain/day-bounds.ts';
import type { Db } from '../db/connect.ts';
import { recordStockInTransit } from '../modules/stock/stock-in-transit.service.ts';
import * as stock from '../modules/stock/stock.service.ts';
import type { Actor } from '../shared/actor.ts';
import { gatekeeperDemoData } from './gatekeeper.ts';
import { seededRandom } from './seeded-random.ts';
import type { SeedOptions } from './seed-step.ts';

/** The size groups products are stocked in; a sub-category names one of them (or none). */
export const SIZE_GROUPS = [
  {
    name: stock.SIZE_GROUP_NAMES.shoes,
    arName: 'مقاسات الأحذية الأوروبية',
    labels: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
  },
  { name: stock.SIZE_GROUP_NAMES.clothing, arName: 'مقاسات الملابس', labels: ['S', 'M', 'L', 'XL', 'XXL'] },
  { name: stock.SIZE_GROUP_NAMES.oneSize, arName: 'مقاس واحد', labels: ['One Size'] },
] as const;

const INBOUND: Actor[] = ['Rashid Khan', 'Maria Santos', 'Omar Haddad', 'Priya Nair', 'Ahmed Saleh'].map((name) => ({
  userId: null,
  name,
}));
const SYSTEM: Actor = { userId: null, name: 'System' };
const HOUR = 3600_000;

/** A 13-digit UPC of a product's n-th item, never starting with 0 (UPCs travel without leading zeros), with an EAN check digit. */
export function seedUpc(pId: number, n: number): string {
  const body = `6${String(pId).padStart(9, '0')}${String(n).padStart(2, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const hsCodeOf = (group: string) => (group === SIZE_GROUPS[0].name ? '640411' : group === SIZE_GROUPS[1].name ? '620342' : '420222');

/**
 * The demo catalogue's sub-categories get the size group their names suggest (the one their demo
 * stock is made in), so the wizard's Add New upc and Edit Stock offer sizes. Runs after the stock.
 */
export async function seedSubCategorySizeGroups(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo') return;
  await stock.linkSubCategorySizeGroups(db);
}

/**
 * Demo stock for the products present (the catalogue's seed runs first; with none, only the size
 * groups): 1 to 6 UPCs per product in its sizes, the gatekeeper's demo UPCs on products of their
 * brand, DWS dimensions, inbound QC requests, and stock-in-transit rows in every action and state.
 */
export async function seedStock(db: Db, options: SeedOptions): Promise<void> {
  for (const group of SIZE_GROUPS) await stock.ensureSizeGroup(db, group, SYSTEM);
  if (options.kind !== 'demo') return;
  const rnd = seededRandom(14_014_014);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const groups = await stock.sizeGroups(db);
  const groupById = new Map(groups.map((g) => [g.id, g]));
  const groupByNameMap = new Map(groups.map((g) => [g.name, g]));
  const products = await stock.productsForStock(db);
  if (products.length === 0) return;

  const items: stock.StockLoad[] = [];
  const itemsOf = new Map<number, stock.StockLoad[]>();
  const add = (item: stock.StockLoad) => {
    items.push(item);
    itemsOf.set(item.pId, [...(itemsOf.get(item.pId) ?? []), item]);
  };
  const groupOf = (p: (typeof products)[number]) =>
    (p.size_group_id !== null ? groupById.get(p.size_group_id) : undefined) ??
    groupByNameMap.get(stock.inferredSizeGroup(p.category, p.sub_category))!;
  for (const p of products) {
    const group = groupOf(p);
    const count = Math.min(1 + Math.floor(rnd() * 6), group.sizes.length);
    const first = Math.floor(rnd() * (group.sizes.length - count + 1));
    for (const [n, size] of group.sizes.slice(first, first + count).entries()) {
      add({
        pId: p.p_id,
        upc: seedUpc(p.p_id, n),
        itemCode: `${p.style}-${size.label}`.replace(/\s+/g, ''),
        itemName: `${p.name} ${size.label}`.slice(0, 150),
        sizeId: size.id,
        sizeInfo: group.name,
        groupCode: `GC-${p.sub_category
          .toUpperCase()
          .replace(/[^A-Z0-9]+/g, '')
          .slice(0, 8)}`,
        hsCode: hsCodeOf(group.name),
        boxNo: `BX-${String(1 + Math.floor(rnd() * 900)).padStart(3, '0')}`,
      });
    }
  }

  // The gatekeeper's demo UPCs belong to products of their brand, in a size of the product's group.
  // Brands compare by their letters and digits: the WMS writes LEVIS where the catalogue says Levi's.
  const brandKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const byBrand = new Map<string, (typeof products)[number][]>();
  for (const p of products) byBrand.set(brandKey(p.brand_name), [...(byBrand.get(brandKey(p.brand_name)) ?? []), p]);
  const taken = new Set(items.map((i) => i.upc.toUpperCase()));
  for (const item of gatekeeperDemoData().items) {
    const candidates = byBrand.get(brandKey(item.brand));
    if (!candidates?.length || taken.has(item.upc.toUpperCase())) continue;
    const p = pick(candidates);
    const group = groupOf(p);
    const size = group.sizes.find((s) => s.label.toLowerCase() === item.size_label.toLowerCase()) ?? pick(group.sizes);
    taken.add(item.upc.toUpperCase());
    add({
      pId: p.p_id,
      upc: item.upc,
      itemCode: item.item_code,
      itemName: `${p.name} ${size.label}`.slice(0, 150),
      sizeId: size.id,
      sizeInfo: group.name,
      groupCode: item.group_code,
      hsCode: hsCodeOf(group.name),
      boxNo: `BX-${String(1 + Math.floor(rnd() * 900)).padStart(3, '0')}`,
    });
  }
  await stock.importStockItems(db, items, SYSTEM);

  // The dimension scanner has measured most products.
  const r = (min: number, max: number, digits: number) => Number((min + rnd() * (max - min)).toFixed(digits));
  const measures = products
    .filter(() => rnd() >= 0.2)
    .map((p) => {
      const shoe = groupOf(p).name === SIZE_GROUPS[0].name;
      return {
        pId: p.p_id,
        width: shoe ? r(18, 24, 1) : r(20, 40, 1),
        height: shoe ? r(10, 14, 1) : r(2, 12, 1),
        length: shoe ? r(30, 36, 1) : r(25, 45, 1),
        weight: shoe ? r(0.6, 1.4, 3) : r(0.1, 1.2, 3),
      };
    });
  await stock.recordDwsMany(db, measures);

  // Inbound QC requests on every 25th product.
  for (const p of products.filter((_, i) => i % 25 === 0)) {
    for (const item of (itemsOf.get(p.p_id) ?? []).slice(0, 1 + Math.floor(rnd() * 2))) {
      await stock.addInboundQc(db, { pId: p.p_id, upc: item.upc }, pick(INBOUND));
    }
  }

  // Stock in transit: every action in every state (rack filled or not, content created or not),
  // created over the last two weeks and today, by the inbound staff.
  const now = Date.now();
  // Today's rows fall inside today in the deployment's zone (Dubai), also on a start just after midnight.
  const hoursToday = Math.min(10, (now - dayStart(today(DEFAULT_TIME_ZONE), DEFAULT_TIME_ZONE).getTime()) / HOUR);
  let n = 0;
  for (const action of STOCK_IN_TRANSIT_ACTIONS) {
    for (const isRackFilled of [false, true]) {
      for (const isContentCreated of [false, true]) {
        for (let i = 0; i < 8; i++) {
          const p = pick(products);
          const existing = itemsOf.get(p.p_id) ?? [];
          const row = transitRow(action, p, existing, ++n, i);
          const hoursAgo = i < 3 ? rnd() * hoursToday : 24 + rnd() * 24 * 14;
          await recordStockInTransit(
            db,
            { ...row, qty: 1 + Math.floor(rnd() * 12), isRackFilled, isContentCreated, createdDateUTC: new Date(now - hoursAgo * HOUR) },
            pick(INBOUND),
          );
        }
      }
    }
  }
}

/** A row of `action`: a known UPC to rack (ADD_STOCK), a new UPC of a known product, or a product to make (half without a PID yet). */
function transitRow(
  action: StockInTransitAction,
  p: { p_id: number; name: string; style: string },
  existing: stock.StockLoad[],
  n: number,
  i: number,
) {
  const known = existing[i % Math.max(existing.length, 1)];
  const base = { itemName: p.name, style: p.style, boxNo: `BX-${String(n).padStart(3, '0')}`, action };
  if (action === 'ADD_STOCK' && known) return { ...base, upc: known.upc, pId: p.p_id, sizeLabel: known.itemCode.split('-').pop() ?? '' };
  if (action === 'CONTENT_CREATOR' && i % 2 === 1) {
    return {
      ...base,
      upc: seedUpc(900_000_000 + n, 0),
      pId: null,
      itemName: `New arrival ${n}`,
      style: `NEW${String(n).padStart(5, '0')}`,
      sizeLabel: 'M',
    };
  }
  return { ...base, upc: seedUpc(p.p_id, 50 + (n % 49)), pId: p.p_id, sizeLabel: '' };
}
