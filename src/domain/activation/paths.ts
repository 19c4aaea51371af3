import { servicePrefix } from '../services.ts';

const PIM = servicePrefix('pim');

/** The activation queue's page (spec 001 §2): every queue route declares it (L1 reads, L2 writes). */
export const PRODUCT_ACTIVATION_PAGE = '/apps/cms/product-activation';
/** Activation Rejection (spec 000 §2). */
export const ACTIVATION_REJECTION_PAGE = '/apps/activation-rejection';

/** Paths of the activation queues (spec 001 §7 "Activation queue"). */
export const ACTIVATION_PATHS = {
  /** GET `?queueName`: the product you hold in that queue, or the next one handed to you, and the count. */
  queue: `${PIM}/activation/queue`,
  /** GET `?queueName`: how many products wait in it. */
  count: `${PIM}/activation/queue/count`,
  /** GET `?filter=ACTIVATION|UPDATE|AR-ACTIVATION`: (re)generate the global queue of a kind. */
  generate: `${PIM}/activation/queue/generate`,
  /** GET `?filter&brandId&createdBy&encodedDate&pid&isTask&isStock`: generate your custom queue. */
  filtered: `${PIM}/activation/queue/filtered`,
  /** DELETE `?queueName=…-CUSTOM`: delete your custom queue (switch to global). */
  custom: `${PIM}/activation/queue/custom`,
  /** POST `{queueName, pId}`: activate the product you hold and get the next. */
  activate: `${PIM}/activation/activate`,
  /** POST `{queueName, pId}`: skip (Skip, Next) the product you hold and get the next. */
  skip: `${PIM}/activation/skip`,
  /** POST: reject the product you hold (an activation rejection) and get the next. */
  reject: `${PIM}/activation/reject`,
  brands: `${PIM}/activation/brands`,
  /** GET: users with designation 51 or 14. */
  encoders: `${PIM}/activation/encoders`,
  days: `${PIM}/activation/days`,
  /** GET `?pid&type`: a product's tasks; POST: add one; PUT `/{id}`: change one. */
  tasks: `${PIM}/activation/tasks`,
  task: (id: number | string) => `${PIM}/activation/tasks/${id}`,
  /** POST `?index&pageSize`: the Activation Rejection grid. */
  rejections: `${PIM}/activation-rejection/list`,
  /** PUT `{remarks}`: fix a rejection (the product goes back to the activation queue). */
  fixRejection: (id: number | string) => `${PIM}/activation-rejection/fix/${id}`,
} as const;

/** The socket events of the queue rooms: join answers the count; counts arrive as `count`. */
export const QUEUE_EVENTS = { join: 'queue:join', leave: 'queue:leave', count: 'queue:count' } as const;
