import { textOf } from '../words/field-problem.ts';
import { wordsIn } from '../words/words.ts';
import type { stockWords } from './words.ts';

const w = wordsIn<typeof stockWords>('stock');

/** What the stock calls answer: the spec's words where it shows them (001 §8, 002 §7), ours otherwise. */
export const STOCK_MESSAGES = {
  added: w('added'),
  updated: w('updated'),
  deleted: w('deleted'),
  noData: w('noData'),
  qcAdded: w('qcAdded'),
  noProduct: (pId: number) => w('noProduct', { pId }),
  stockInTransitRecorded: (count: number) => w('stockInTransitRecorded', { count }),
  noStock: (stockId: number) => w('noStock', { stockId }),
  noSize: (sizeId: number) => w('noSize', { sizeId }),
  sizeNotInGroup: (size: string, group: string) => w('sizeNotInGroup', { size, group }),
  duplicateUpc: (upc: string, pId?: number) => (pId ? w('duplicateUpcOf', { upc, pId }) : w('duplicateUpc', { upc })),
  upcNotOfProduct: (upc: string, pId: number) => w('upcNotOfProduct', { upc, pId }),
  noDws: (pId: number) => w('noDws', { pId }),
  noStockInTransit: (id: number) => w('noStockInTransit', { id }),
  stockInTransitOfOther: (id: number, pId: number) => w('stockInTransitOfOther', { id, pId }),
  stockInTransitChanged: (id: number, upc: string) => w('stockInTransitChanged', { id, upc }),
  rackFilled: w('rackFilled'),
  contentPending: (action: string) => w('contentPending', { action }),
} as const;

/** The stock contracts' own rules, as the key text a zod rule carries. */
export const STOCK_RULES = {
  upc: textOf(w('rules.upc')),
  style: textOf(w('rules.style')),
  zeroOne: textOf(w('rules.zeroOne')),
  pIdFilter: textOf(w('rules.pIdFilter')),
  day: textOf(w('rules.day')),
  actions: (values: readonly string[]) => textOf(w('rules.actions', { values: values.join(', ') })),
  locationCode: textOf(w('rules.locationCode')),
  transferType: textOf(w('rules.transferType')),
};
