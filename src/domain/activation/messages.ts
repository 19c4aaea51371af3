import { textOf } from '../words/field-problem.ts';
import { wordsIn } from '../words/words.ts';
import type { activationWords } from './words.ts';

const w = wordsIn<typeof activationWords>('product-activation');

/**
 * Words of the activation queues (spec 001 §4, §8; 000 §8). The spec quotes some lines exactly
 * ('There are no items left…', 'Please select atleast one filter data!', 'no filter', 'No data
 * found', 'Fetching from queue failed : '); the rest it holds in constants it does not show, so
 * they are ours. Each is a message of the catalogue (src/domain/activation/words.ts).
 */
export const ACTIVATION_MESSAGES = {
  /** The queue has products, but every one is held by a colleague or was skipped by you. */
  noItemsLeft: w('noItemsLeft'),
  /** The custom activation queue's filters are all empty (snackbar, 3 s). */
  selectFilter: w('selectFilter'),
  /** The update and Arabic queues' filters are all empty. */
  noFilter: w('noFilter'),
  /** A custom queue generated from filters that match nothing. */
  noData: w('noData'),
  fetchFailed: (reason: string) => w('fetchFailed', { reason }),
  generationFailed: (reason: string) => w('generationFailed', { reason }),
  /** The custom queue is empty: the screen falls back to the global one. */
  emptyCustomQueue: w('emptyCustomQueue'),
  /** No global queue has been generated yet. */
  noQueueData: w('noQueueData'),
  fetchingCustom: w('fetchingCustom'),
  customQueueGenerated: (count: number) => w('customQueueGenerated', { count }),
  globalQueueGenerated: (count: number) => w('globalQueueGenerated', { count }),
  customQueueDeleted: w('customQueueDeleted'),
  activated: w('activated'),
  rejected: w('rejected'),
  skipped: w('skipped'),
  notYours: (pId: number) => w('notYours', { pId }),
  notInQueue: (pId: number) => w('notInQueue', { pId }),
  noProduct: (pId: number) => w('noProduct', { pId }),
  departmentRequired: w('departmentRequired'),
  noCreator: w('noCreator'),
  rejectionFixed: w('rejectionFixed'),
  alreadyFixed: (id: number) => w('alreadyFixed', { id }),
  noRejection: (id: number) => w('noRejection', { id }),
  taskAdded: w('taskAdded'),
  taskUpdated: w('taskUpdated'),
  noTask: (id: number) => w('noTask', { id }),
  noUser: (id: number) => w('noUser', { id }),
  /** A queue (or a task type) of another page's kinds. */
  notOfPage: (queue: string) => w('notOfPage', { queue }),
  activateNotOffered: (queue: string) => w('activateNotOffered', { queue }),
  rejectNotOffered: (queue: string) => w('rejectNotOffered', { queue }),
  /** The queue room's answers on the socket. */
  invalidQueue: w('invalidQueue'),
  joinFailed: w('joinFailed'),
  /** The Product Activation Report's range ends before it starts. */
  toBeforeFrom: w('toBeforeFrom'),
} as const;

/** The activation contracts' own rules, as the key text a zod rule carries. */
export const ACTIVATION_RULES = {
  yesNo: textOf(w('rules.yesNo')),
  department: textOf(w('rules.department')),
  reason: textOf(w('rules.reason')),
  companyOrAny: (values: string) => textOf(w('rules.companyOrAny', { values })),
  statusAr: textOf(w('rules.statusAr')),
};
