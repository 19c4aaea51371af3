import type { ProductView } from '../../../domain/catalogue/products.ts';
import type { StockInTransit } from '../../../domain/stock/stock-in-transit.ts';
import { ComingNext } from '../steps/coming-next.tsx';

/** The Manage Stock step (spec 001 §2): the product's stock and its Inbound QC requests. */
export function ManageStockStep(_props: {
  product: ProductView | null;
  canWrite: boolean;
  /** Opened by a stock-in-transit link with action ADD_STOCK_NEW_UPC: the Add New upc dialog is offered at once. */
  addNewUpc: boolean;
  stockInTransit: StockInTransit | null;
}) {
  return <ComingNext step="stock" />;
}
