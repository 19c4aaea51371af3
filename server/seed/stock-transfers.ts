import type { Db } from '../db/connect.ts';
import { transferWorkbook } from '../modules/stock/stock-transfers.sample.ts';
import { createTransfer } from '../modules/stock/stock-transfers.service.ts';
import * as stock from '../modules/stock/stock.service.ts';
import { seededRandom } from './seeded-random.ts';
import type { SeedOptions } from './seed-step.ts';
import { demoActor } from './users.ts';

/** Demo transfers between the seeded locations: reference, from, to and how many unique UPCs. */
const DEMO_TRANSFERS: [reference: string, from: string, to: string, upcs: number][] = [
  ['STO-DEMO-0001', 'YOTO-ONLINE-WH', 'KSA-ONLINE-3PL2', 40],
  ['STO-DEMO-0002', 'UAE-DXB-DC', 'UAE-AUH-STORE1', 12],
  ['STO-DEMO-0003', 'KSA-RUH-DC', 'KSA-JED-STORE1', 120],
];

/**
 * A few B2B transfers of catalogue UPCs, made as staff make them: a workbook through the transfer
 * service, so the list and its lines have something to show on a fresh install. Runs after the stock.
 */
export async function seedStockTransfers(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo') return;
  const products = await stock.productsForStock(db);
  const upcs: string[] = [];
  for (const p of products.slice(0, 30)) upcs.push(...(await stock.stockOfProduct(db, p.p_id)).map((item) => item.upc));
  if (upcs.length === 0) return;
  const rnd = seededRandom(19_019_019);
  const by = await demoActor(db, 'operator');
  for (const [orderId, fromLocationCode, toLocationCode, count] of DEMO_TRANSFERS) {
    const start = Math.floor(rnd() * upcs.length);
    const chosen = [...new Set(Array.from({ length: count }, (_, i) => upcs[(start + i) % upcs.length]!))];
    const lines = chosen.map((upc): [string, number] => [upc, 1 + Math.floor(rnd() * 24)]);
    await createTransfer(
      db,
      { fields: { orderId, fromLocationCode, toLocationCode }, fileName: `${orderId}.xlsx`, file: transferWorkbook(lines) },
      by,
    );
  }
}
