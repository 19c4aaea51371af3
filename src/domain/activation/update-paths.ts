import { z } from 'zod/mini';
import { idField } from '../fields.ts';
import { servicePrefix } from '../services.ts';
import type { QueueKind } from './constants.ts';
import { ACTIVATION_RULES } from './messages.ts';

const BASE = `${servicePrefix('pim')}/product-update`;

/** Product Update (spec 001 §2): the studio and Arabic queues; its routes declare it (L1 reads, L2 writes). */
export const PRODUCT_UPDATE_PAGE = '/apps/cms/product-update';

/** The page's `filter` parameter and the kind of queue each one works (spec 001 §2, §9). */
export const PAGE_FILTERS = { STUDIO: 'UPDATE', AR_ACTIVATION: 'AR-ACTIVATION' } as const satisfies Record<string, QueueKind>;
export type PageFilter = keyof typeof PAGE_FILTERS;
export const isPageFilter = (value: string | null): value is PageFilter => value !== null && Object.hasOwn(PAGE_FILTERS, value);

/** The calls every queue page makes, whichever kinds it works (the activation page's and the update page's). */
export type QueuePaths = Record<
  'queue' | 'count' | 'generate' | 'filtered' | 'custom' | 'skip' | 'brands' | 'encoders' | 'days' | 'tasks',
  string
> & {
  task: (id: number | string) => string;
};

/** Paths of the update and Arabic queues (spec 001 §7 "Update and Arabic queues"). */
export const UPDATE_PATHS = {
  /** GET `?queueName=UPDATE-GLOBAL|…`: the product you hold in that queue, or the next one handed to you. */
  queue: `${BASE}/queue`,
  /** GET `?queueName`: how many products wait in it. */
  count: `${BASE}/queue/count`,
  /** GET `?filter=UPDATE|AR-ACTIVATION`: (re)generate that kind's global queue. */
  generate: `${BASE}/queue/generate`,
  /** GET `?filter&brandId&createdBy&encodedDate&pid&isTask&isStock`: generate your custom queue. */
  filtered: `${BASE}/queue/filtered`,
  /** DELETE `?queueName=…-CUSTOM`: delete your custom queue (switch to global). */
  custom: `${BASE}/queue/custom`,
  /** POST `{queueName, pId}`: Next, the product you hold goes to the back; answers the next one. */
  skip: `${BASE}/next`,
  brands: `${BASE}/brands`,
  encoders: `${BASE}/encoders`,
  days: `${BASE}/days`,
  /** GET `?pid&type`: a product's tasks; POST: add one; PUT `/{id}`: change one. */
  tasks: `${BASE}/tasks`,
  task: (id: number | string) => `${BASE}/tasks/${id}`,
  /** POST `{queueName, pid, status_ar: 'a'}`: Arabic activation of the product you hold; answers the next one. */
  activateArabic: `${BASE}/activate-arabic`,
  /** PUT `{pId, revision, ar_prodName, ar_prodDetails}`: the Arabic name and details. */
  arabicProduct: `${BASE}/arabic-product`,
  /** PUT `{pId, revision, bullet}`: the Arabic bullets. */
  arabicBullets: `${BASE}/arabic-bullets`,
} as const satisfies QueuePaths & Record<string, unknown>;

/** POST activate Arabic (spec 001 §7: pid and status_ar 'a'), with the queue the next product comes from. */
export const arabicActivateBodySchema = z.object({
  queueName: z.enum(['AR-ACTIVATION-GLOBAL', 'AR-ACTIVATION-CUSTOM']),
  pid: idField(),
  status_ar: z.literal('a', { error: ACTIVATION_RULES.statusAr }),
});
export type ArabicActivateBody = z.input<typeof arabicActivateBodySchema>;
