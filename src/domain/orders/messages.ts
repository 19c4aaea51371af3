import { textOf } from '../words/field-problem.ts';
import { wordsIn } from '../words/words.ts';
import type { orderWords } from './words.ts';

const w = wordsIn<typeof orderWords>('order-failures');

/** The server's words of the order failure calls (001 §8 names the two successes). */
export const ORDER_MESSAGES = {
  retried: w('retried'),
  deleted: w('deleted'),
  noOrder: (id: number | string) => w('noOrder', { id }),
  noItem: (stockId: number) => w('noItem', { stockId }),
  retryInProgress: (orderId: string) => w('retryInProgress', { orderId }),
  alreadySubmitted: (orderId: string) => w('alreadySubmitted', { orderId }),
  deletedAlready: (orderId: string) => w('deletedAlready', { orderId }),
  /** The fulfilment's remark as it answered it (a code such as HS_CODE_MISSING, or its own words). */
  retryRefused: (orderId: string, remarks: string) => w('retryRefused', { orderId, remarks }),
  stockUpdated: (available: number, missing: number) =>
    missing === 0 ? w('stockAvailable', { count: available }) : w('stockMissing', { count: missing }),
  hsCodeSaved: w('hsCodeSaved'),
  hsCodeSavedElsewhere: (others: number, upc: string) => w('hsCodeSavedElsewhere', { count: others, upc }),
  noStockItem: (stockId: number) => w('noStockItem', { stockId }),
  otherUpc: (upc: string) => w('otherUpc', { upc }),
  addressUpdated: w('addressUpdated'),
  itemChangeNotUndoable: w('itemChangeNotUndoable'),
  stateOfOtherCountry: w('stateOfOtherCountry'),
  areaOfOtherState: w('areaOfOtherState'),
  noCountry: (id: number) => w('noCountry', { id }),
  noState: (id: number) => w('noState', { id }),
  noArea: (id: number) => w('noArea', { id }),
} as const;

/** The order failure contracts' own rules, as the key text a zod rule carries. */
export const ORDER_RULES = {
  orderDate: textOf(w('rules.orderDate')),
  remarks: textOf(w('rules.remarks')),
} as const;
