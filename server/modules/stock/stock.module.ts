import type { FastifyInstance } from 'fastify';
import { stockWords } from '../../../src/domain/stock/words.ts';
import { seedStock, seedSubCategorySizeGroups } from '../../seed/stock.ts';
import { seedStockTransfers } from '../../seed/stock-transfers.ts';
import type { ServerModule } from '../server-module.ts';
import stockInTransitRoutes from './stock-in-transit.routes.ts';
import { stockInTransitEntity } from './stock-in-transit.service.ts';
import stockTransfersRoutes from './stock-transfers.routes.ts';
import stockRoutes from './stock.routes.ts';
import { stockItemEntity } from './stock.service.ts';

async function routes(app: FastifyInstance) {
  await app.register(stockRoutes);
  await app.register(stockInTransitRoutes);
  await app.register(stockTransfersRoutes);
}

/** The catalogue's stock: one row per UPC, sizes, inbound QC, DWS, stock in transit and its report. */
export const stockModule: ServerModule = {
  name: 'stock',
  routes,
  seedSteps: [
    { key: 'seeded-stock', run: seedStock },
    // Its own key, so a database seeded before it existed gets it on its next start.
    { key: 'seeded-sub-category-size-groups', run: seedSubCategorySizeGroups },
    { key: 'seeded-stock-transfers', run: seedStockTransfers },
  ],
  entities: [stockItemEntity, stockInTransitEntity],
  words: [stockWords],
};
