/** The server's words of the order failure calls (001 §8 names the two successes). */
export const ORDER_MESSAGES = {
  retried: 'Retry successfull',
  deleted: 'Deleted successfully',
  noOrder: (id: number | string) => `Order failure ${id} not found`,
  noItem: (stockId: number) => `This order has no item with stockId ${stockId}`,
  retryInProgress: (orderId: string) => `A retry of order ${orderId} is in progress; wait for its result`,
  alreadySubmitted: (orderId: string) => `Order ${orderId} was already submitted`,
  deletedAlready: (orderId: string) => `Order ${orderId} was deleted`,
  retryRefused: (orderId: string, remarks: string) => `Order ${orderId} failed again: ${remarks}`,
  stockUpdated: (available: number, missing: number) =>
    missing === 0 ? `Stock updated: all ${available} items available` : `Stock updated: ${missing} item(s) still without stock`,
  hsCodeSaved: 'HS code updated successfully',
  hsCodeSavedElsewhere: (others: number, upc: string) =>
    `ALERT/HS code updated; ${others} other failed order item(s) with UPC ${upc} now carry it too`,
  noStockItem: (stockId: number) => `Stock item ${stockId} is no longer in the catalogue; the HS code was not saved`,
  addressUpdated: 'Address updated successfully',
  itemChangeNotUndoable: "A change of an order's items cannot be undone here: save the item's value again instead",
  stateOfOtherCountry: 'The state is not in the chosen country',
  areaOfOtherState: 'The area is not in the chosen state',
  noCountry: (id: number) => `Country ${id} not found`,
  noState: (id: number) => `State ${id} not found`,
  noArea: (id: number) => `Area ${id} not found`,
} as const;
