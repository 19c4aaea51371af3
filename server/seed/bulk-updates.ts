import type { BulkUpdateType } from '../../src/domain/bulk-update/constants.ts';
import { BULK_UPDATE_COLUMNS } from '../../src/domain/bulk-update/constants.ts';
import { DEFAULT_TIME_ZONE } from '../../src/domain/constants.ts';
import type { Db } from '../db/connect.ts';
import { queueUpdate, runUpdate } from '../modules/bulk-update/bulk-update.service.ts';
import { productPrices } from '../modules/catalogue/products.service.ts';
import { productsForStock } from '../modules/stock/stock.service.ts';
import type { SeedOptions } from './seed-step.ts';
import { demoActor } from './users.ts';

/** A PID the catalogue does not hold: its row fails, as a mistyped line of a real file would. */
const UNKNOWN_PID = '999999';

/** A week from today, as a launch date (YYYY-MM-DD). */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

interface DemoUpdate {
  fileName: string;
  type: BulkUpdateType;
  products: number;
  /** A row's cells after its PID, in the type's column order (002 §5). */
  cells: (price: number, index: number) => string[];
  /** With a mistyped PID among the rows, so the list shows COMPLETED WITH PENDING and its result file. */
  withUnknown?: boolean;
}

const DEMO_UPDATES: DemoUpdate[] = [
  {
    fileName: 'Weekend sale UAE.csv',
    type: 'DISCOUNT',
    products: 24,
    cells: (price) => [(Math.floor(price * 80) / 100).toFixed(2), 'SALE 20%', 'تخفيض 20٪', 'AE'],
    withUnknown: true,
  },
  { fileName: 'Ramadan tags KSA.csv', type: 'PROMOTION_TAG_UPDATE', products: 12, cells: () => ['RAMADAN', 'رمضان', 'SA'] },
  { fileName: 'New in UAE.csv', type: 'NEW_ARRIVALS', products: 10, cells: () => [`${nextWeek()} 10:00`, 'AE'] },
];

/**
 * A few finished bulk updates of demo products, queued from files and run through the bulk update
 * service as the job queue runs them, so the list, its statuses and result files have something to
 * show on a fresh install. The job queue is not running yet while the seed runs: each is run here.
 */
export async function seedBulkUpdates(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo') return;
  const pIds = (await productsForStock(db)).map((p) => p.p_id).slice(-60);
  const prices = await productPrices(db, pIds);
  if (prices.size === 0) return;
  const by = await demoActor(db, 'operator');
  let offset = 0;
  for (const update of DEMO_UPDATES) {
    const chosen = pIds.slice(offset, offset + update.products).filter((p) => prices.has(p));
    offset += update.products;
    const rows = chosen.map((pId, i) => [String(pId), ...update.cells(prices.get(pId)!, i)]);
    if (update.withUnknown) rows.splice(3, 0, [UNKNOWN_PID, ...update.cells(100, 0)]);
    const table = [[...BULK_UPDATE_COLUMNS[update.type]], ...rows];
    const queued = await queueUpdate(
      db,
      { updateType: update.type, source: 'PID_LIST', mode: 'NOW' },
      { fileName: update.fileName, table },
      by,
      async () => undefined,
    );
    await runUpdate(db, queued.id, DEFAULT_TIME_ZONE, () => undefined);
  }
}
