/**
 * The content creator action enum (spec 000 §9) and what each means on a stock-in-transit row
 * (002 §4 leaves the values unshown: docs/decisions.md "Stock in transit actions").
 *
 * - ADD_STOCK_NEW_UPC: the unit's product exists but its UPC does not; Create Content opens the
 *   wizard on Manage Stock to add the UPC.
 * - CONTENT_CREATOR: the unit's product needs its content (and style) made or checked; Create
 *   Content opens the wizard in CONTENT_CREATOR mode.
 * - ADD_STOCK: the UPC is known; the unit only waits for its rack. Nothing to create.
 */
export const STOCK_IN_TRANSIT_ACTIONS = ['ADD_STOCK_NEW_UPC', 'CONTENT_CREATOR', 'ADD_STOCK'] as const;
export type StockInTransitAction = (typeof STOCK_IN_TRANSIT_ACTIONS)[number];

/** The content-related actions of 002 §4, in the enum's order: rows that wait for content to be created. */
export const CONTENT_ACTIONS: readonly StockInTransitAction[] = ['ADD_STOCK_NEW_UPC', 'CONTENT_CREATOR'];

/**
 * 002 §4: "the delete button shows only if the rack is not filled and the action is not in the
 * content-related list (or is the second listed action with a valid pId)". The server enforces the
 * same rule on delete.
 */
export function mayDeleteStockInTransit(row: { isRackFilled: boolean; action: string; pId: number | null }): boolean {
  if (row.isRackFilled) return false;
  if (!(CONTENT_ACTIONS as readonly string[]).includes(row.action)) return true;
  return row.action === CONTENT_ACTIONS[1] && row.pId !== null && row.pId > 0;
}

/** Create Content applies to a content-related row whose content is not made yet (002 §4). */
export const needsContent = (row: { action: string; isContentCreated: boolean }): boolean =>
  !row.isContentCreated && (CONTENT_ACTIONS as readonly string[]).includes(row.action);
