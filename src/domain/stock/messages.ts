/** What the stock calls answer: the spec's words where it shows them (001 §8, 002 §7), ours otherwise. */
export const STOCK_MESSAGES = {
  added: 'Added Successfully!',
  updated: 'Updated Successfully!',
  deleted: 'Deleted successfully from Stock In Transit',
  noData: 'No data found',
  qcAdded: 'Inbound QC request added successfully',
  noProduct: (pId: number) => `No product with PID ${pId}`,
  noStock: (stockId: number) => `No stock item with stockId ${stockId}`,
  noSize: (sizeId: number) => `No size with sizeId ${sizeId}`,
  sizeNotInGroup: (size: string, group: string) => `Size ${size} is not one of the sizes of ${group}`,
  duplicateUpc: (upc: string, pId?: number) => `UPC ${upc} already exists${pId ? ` (PID ${pId})` : ''}`,
  upcNotOfProduct: (upc: string, pId: number) => `UPC ${upc} is not a stock item of PID ${pId}`,
  noDws: (pId: number) => `No DWS dimensions for PID ${pId}`,
  noStockInTransit: (id: number) => `No stock in transit row with id ${id}`,
  stockInTransitChanged: (id: number, upc: string) => `Stock in transit row ${id} is not UPC ${upc}: reload the list`,
  rackFilled: 'The rack is already filled: this stock in transit row cannot be deleted',
  contentPending: (action: string) => `A ${action} row waits for its content and cannot be deleted`,
} as const;
