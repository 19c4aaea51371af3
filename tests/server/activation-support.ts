import type { FastifyInstance } from 'fastify';
import type { QueueName } from '../../src/domain/activation/constants.ts';
import { ACTIVATION_PATHS, ACTIVATION_REJECTION_PAGE, PRODUCT_ACTIVATION_PAGE } from '../../src/domain/activation/paths.ts';
import type { QueueReply } from '../../src/domain/activation/queues.ts';
import type { QueuePaths } from '../../src/domain/activation/update-paths.ts';
import type { Db } from '../../server/db/connect.ts';
import * as catalogue from '../../server/modules/catalogue/catalogue-seed.service.ts';
import type { Actor } from '../../server/shared/actor.ts';
import { createTestUser, type TestUser } from '../support/test-users.ts';
import type { TestCatalogue } from './catalogue-support.ts';

/** Draft products of the tests' catalogue, by `by` (their encoder), in `brand`. */
export async function draftProducts(db: Db, c: TestCatalogue, count: number, by: Actor, brandId = c.brand, createdAt?: Date) {
  const sub = c.sub('Boots');
  return catalogue.addProducts(
    db,
    Array.from({ length: count }, (_, n) => ({
      mId: c.mainId,
      pCatId: c.menId,
      catId: sub.catId,
      subCatId: sub.subCatId,
      brandId,
      name: `Queue boot ${n}`,
      ar_name: 'حذاء',
      details: 'A boot',
      ar_details: '',
      features: '<p>Warm <b>lining</b></p>',
      ar_features: '',
      style: `QB-${n}`,
      variant: '',
      remarks: '',
      metaTag: '',
      shortDesc: '',
      status: 'i' as const,
      status_ar: 'i' as const,
      approve: 'i' as const,
      currentPrice: 199.5,
      createdAt,
      bullets: [{ name: 'Leather upper', ar_name: 'جلد' }],
      attributes: [],
    })),
    by,
  );
}

/** Activators (L2 on the queue and the rejections), a reader (L1) and a user with neither. */
export async function activationUsers(app: FastifyInstance, prefix: string, activators: number) {
  const l2 = [
    { page: PRODUCT_ACTIVATION_PAGE, level: 'L2' as const },
    { page: ACTIVATION_REJECTION_PAGE, level: 'L2' as const },
  ];
  const workers: TestUser[] = [];
  for (let n = 0; n < activators; n++) workers.push(await createTestUser(app, `${prefix}A${n}`, l2));
  const reader = await createTestUser(app, `${prefix}R`, [
    { page: PRODUCT_ACTIVATION_PAGE, level: 'L1' },
    { page: ACTIVATION_REJECTION_PAGE, level: 'L1' },
  ]);
  const stranger = await createTestUser(app, `${prefix}S`, [{ page: '/apps/state-settings', level: 'L2' }]);
  return { workers, reader, stranger };
}

/** The queue calls as a user makes them, on the activation page's paths or another queue page's. */
export function queueClient(app: FastifyInstance, user: TestUser, paths: QueuePaths = ACTIVATION_PATHS) {
  const headers = user.headers;
  const answer = (res: Awaited<ReturnType<FastifyInstance['inject']>>) => ({
    status: res.statusCode,
    message: (res.json() as { message: string }).message,
    data: (res.json() as { data: QueueReply }).data,
  });
  return {
    load: async (queueName: QueueName = 'ACTIVATION-GLOBAL') =>
      answer(await app.inject({ method: 'GET', url: paths.queue, query: { queueName }, headers })),
    activate: async (pId: number, queueName: QueueName = 'ACTIVATION-GLOBAL') =>
      answer(await app.inject({ method: 'POST', url: ACTIVATION_PATHS.activate, payload: { queueName, pId }, headers })),
    skip: async (pId: number, queueName: QueueName = 'ACTIVATION-GLOBAL') =>
      answer(await app.inject({ method: 'POST', url: paths.skip, payload: { queueName, pId }, headers })),
    reject: async (body: object) =>
      answer(
        await app.inject({ method: 'POST', url: ACTIVATION_PATHS.reject, payload: { queueName: 'ACTIVATION-GLOBAL', ...body }, headers }),
      ),
    generate: (filter = 'ACTIVATION') => app.inject({ method: 'GET', url: paths.generate, query: { filter }, headers }),
    filtered: (query: Record<string, string>) => app.inject({ method: 'GET', url: paths.filtered, query, headers }),
    deleteCustom: (queueName: QueueName = 'ACTIVATION-CUSTOM') =>
      app.inject({ method: 'DELETE', url: paths.custom, query: { queueName }, headers }),
    count: async (queueName: QueueName = 'ACTIVATION-GLOBAL') =>
      (
        (await app.inject({ method: 'GET', url: paths.count, query: { queueName }, headers })).json() as {
          data: { count: number };
        }
      ).data.count,
  };
}
