/**
 * Words of the activation queues (spec 001 §4, §8; 000 §8). The spec quotes some lines exactly
 * ('There are no items left…', 'Please select atleast one filter data!', 'no filter', 'No data
 * found', 'Fetching from queue failed : '); the rest it holds in constants it does not show, so
 * they are ours.
 */
export const ACTIVATION_MESSAGES = {
  /** The queue has products, but every one is held by a colleague or was skipped by you. */
  noItemsLeft: 'There are no items left in the queue. Please refresh the page!',
  /** The custom activation queue's filters are all empty (snackbar, 3 s). */
  selectFilter: 'Please select atleast one filter data!',
  /** The update and Arabic queues' filters are all empty. */
  noFilter: 'no filter',
  /** A custom queue generated from filters that match nothing. */
  noData: 'No data found',
  fetchFailed: 'Fetching from queue failed : ',
  generationFailed: 'Queue generation failed : ',
  /** The custom queue is empty: the screen falls back to the global one. */
  emptyCustomQueue: 'Your custom queue is empty. Fetching from the global queue.',
  /** No global queue has been generated yet. */
  noQueueData: 'No queue data. Generate the global queue.',
  fetchingCustom: 'Fetching your custom queue',
  customQueueGenerated: (count: number) => `Custom queue generated with ${count} products`,
  globalQueueGenerated: (count: number) => `Global queue generated with ${count} products`,
  customQueueDeleted: 'Switched to the global queue',
  activated: 'Product status updated successfully!',
  rejected: 'Product rejected',
  skipped: 'Product skipped',
  notYours: (pId: number) => `Product ${pId} is not held by you: it was handed to someone else or its time ran out. Load the next product.`,
  notInQueue: (pId: number) => `Product ${pId} is no longer in the queue`,
  noProduct: (pId: number) => `No product with pId ${pId}`,
  departmentRequired: 'Choose a department',
  noCreator: 'The product has no creator to assign to',
  rejectionFixed: 'Released to the Activation Queue',
  alreadyFixed: (id: number) => `Rejection ${id} is already fixed`,
  noRejection: (id: number) => `No activation rejection with id ${id}`,
  taskAdded: 'Task added',
  taskUpdated: 'Task updated',
  noTask: (id: number) => `No task with id ${id}`,
  noUser: (id: number) => `No user with id ${id}`,
} as const;
