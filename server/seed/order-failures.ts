import { INVENTORY_NOT_AVAILABLE, type FAILURE_REMARKS } from '../../src/domain/orders/constants.ts';
import type { StockItem } from '../../src/domain/stock/stock.ts';
import { DELIVERY_TYPES } from '../../src/domain/shipment/delivery-types.ts';
import type { Db } from '../db/connect.ts';
import { productDetails } from '../modules/catalogue/products.service.ts';
import { recordFailedOrders, type NewFailedOrder } from '../modules/orders/order-failures.service.ts';
import { listAreas } from '../modules/reference/areas.service.ts';
import { listStates } from '../modules/reference/states.service.ts';
import * as stock from '../modules/stock/stock.service.ts';
import { SYSTEM_ACTOR } from '../shared/actor.ts';
import { seededRandom } from './seeded-random.ts';
import type { SeedOptions } from './seed-step.ts';

/** How many failed orders the demo has, and from how many products their items come. */
export const DEMO_FAILED_ORDERS = 300;
const PRODUCT_POOL = 40;
const DAY = 86_400_000;

const NAMES = [
  'Fatima Al Mansoori',
  'Rahul Menon',
  'Sara Khalid',
  'John Mathews',
  'Noura Al Suwaidi',
  'Ali Hassan',
  'Leila Farouk',
  'Arjun Pillai',
];
const PAYMENT_MODES = ['COD', 'CARD', 'APPLE PAY', 'WALLET'];
// The kinds of failure, weighted: inventory first, as staff see most.
const KINDS: (typeof FAILURE_REMARKS)[number][] = [
  INVENTORY_NOT_AVAILABLE,
  INVENTORY_NOT_AVAILABLE,
  INVENTORY_NOT_AVAILABLE,
  'HS_CODE_MISSING',
  'HS_CODE_MISSING',
  'ADDRESS_INCOMPLETE',
  'PAYMENT_FAILED',
  'WMS_TIMEOUT',
  'WMS_TIMEOUT',
];

/**
 * Demo failed orders of every kind (demo seed only): their items are real catalogue UPCs, read
 * through the stock and catalogue services, and each order's data agrees with its remark (the
 * stand-in fulfilment refuses it for that reason until staff fix it; WMS_TIMEOUT passes on retry).
 */
export async function seedFailedOrders(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo') return;
  const rnd = seededRandom(18_018_018);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

  const products = (await stock.productsForStock(db)).slice(0, PRODUCT_POOL);
  const pool: { item: StockItem; brand: string; name: string; image: string }[] = [];
  for (const p of products) {
    const image = (await productDetails(db, p.p_id))?.prodImage ?? '';
    for (const s of await stock.stockOfProduct(db, p.p_id)) pool.push({ item: s, brand: p.brand_name, name: p.name, image });
  }
  if (pool.length === 0) return;

  const states = new Map((await listStates(db, { index: 1, pageSize: 1000 })).records.map((s) => [s.id, s]));
  const places = (await listAreas(db, { index: 1, pageSize: 1000 })).records.flatMap((a) => {
    const state = states.get(a.stateId);
    return state ? [{ area: a, state }] : [];
  });
  if (places.length === 0) return;

  const now = Date.now();
  const orders: NewFailedOrder[] = [];
  for (let n = 0; n < DEMO_FAILED_ORDERS; n++) {
    const kind = pick(KINDS);
    const place = pick(places);
    const chosen = Array.from({ length: int(1, 4) }, () => pick(pool));
    const items: NewFailedOrder['items'] = chosen.map((c, i) => {
      const quantity = int(1, 3);
      return {
        p_id: c.item.pId,
        upc: c.item.upc,
        brand_name: c.brand,
        pro_name: c.name,
        quantity,
        hs_code: kind === 'HS_CODE_MISSING' && i === 0 ? '' : c.item.hsCode,
        transaction_total: (int(49, 899) * quantity).toFixed(2),
        image: c.image,
        stock_id: c.item.stockId,
        size_id: c.item.sizeId,
        color_id: 0,
        style: c.item.style,
        item_code: c.item.Itemcode,
        group_code: c.item.groupCode,
        remarks: kind === INVENTORY_NOT_AVAILABLE && i === 0 ? INVENTORY_NOT_AVAILABLE : '',
        is_multi_size: false,
      };
    });
    const line1 = kind === 'ADDRESS_INCOMPLETE' ? '' : `Villa ${int(1, 250)}, Street ${int(1, 60)}`;
    const line2 = rnd() < 0.5 ? `Near ${pick(['Carrefour', 'the mosque', 'the metro station', 'Lulu Hypermarket'])}` : '';
    const areaKnown = kind !== 'ADDRESS_INCOMPLETE';
    orders.push({
      order: {
        cust_id: int(10_000, 99_999),
        order_id: `ORD${String(700_001 + n)}`,
        order_date_utc: new Date(now - int(0, 30) * DAY - int(0, DAY / 1000) * 1000),
        shipping_name: pick(NAMES),
        shipping_address: [line1, line2, areaKnown ? place.area.areaName : '', place.state.stateName].filter(Boolean).join(', '),
        shipping_country: place.state.countryName,
        address_line1: line1,
        address_line2: line2,
        country_id: place.state.countryId,
        state_id: place.state.id,
        area_id: areaKnown ? place.area.id : null,
        transaction_amount: items.reduce((sum, i) => sum + Number(i.transaction_total), 0).toFixed(2),
        delivery_type: pick(DELIVERY_TYPES).code,
        payment_mode: pick(PAYMENT_MODES),
        payment_status: kind === 'PAYMENT_FAILED' ? 2 : pick([0, 1, 1, 1]),
        remarks: kind,
        shipment_id: 500_001 + n,
        awb_no: `AWB${String(9_100_000_000 + n * 7)}`,
      },
      items,
    });
  }
  await recordFailedOrders(db, orders, SYSTEM_ACTOR);
}
