import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { pageOf } from '../../../src/domain/envelope.ts';
import { STOCK_MESSAGES as M } from '../../../src/domain/stock/messages.ts';
import { STOCK_PATHS } from '../../../src/domain/stock/paths.ts';
import {
  pendingReportQuerySchema,
  pendingStockReportRowSchema,
  stockInTransitByPidSchema,
  stockInTransitDeleteSchema,
  stockInTransitFeedSchema,
  stockInTransitFilterSchema,
  stockInTransitPageSchema,
  stockInTransitSchema,
} from '../../../src/domain/stock/stock-in-transit.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import * as transit from './stock-in-transit.service.ts';
import { zoneOf } from '../../shared/zone.ts';

const tags = ['stock in transit'];
const encoderRead: Access = { page: '/apps/encoder-stock-in-transit', level: 'L1' };
const encoderWrite: Access = { page: '/apps/encoder-stock-in-transit', level: 'L2' };
// The wizard reads the row it was opened from (CONTENT_CREATOR mode) and the product's rows.
const wizardRead: Access = { page: '/apps/products-view', level: 'L1' };
const reportRead: Access = { page: '/apps/pending-stock-in-transit-report', level: 'L1' };
// The inbound feed stands in for the warehouse system, as the gatekeeper's feeds do: administrators only.
const feed: Access = { admin: true };
const FEED_BODY_LIMIT = 4 * 1024 * 1024;

/** Encoder Stock In Transit (spec 002 §2, §7), the wizard's stock-in-transit calls and the pending report (001 §2). */
export default async function stockInTransitRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(STOCK_PATHS.stockInTransitList, {
    config: { access: encoderRead, labels: 'stockInTransit' },
    schema: {
      tags,
      summary: 'One page of stock in transit, newest first, by the encoder’s filters (createdDate: a day of the user’s data centre)',
      querystring: stockInTransitPageSchema,
      body: stockInTransitFilterSchema,
      response: replies(pageOf(stockInTransitSchema)),
    },
    handler: async (request) => ok(await transit.listStockInTransit(app.db, request.query, request.body, zoneOf(request))),
  });

  r.post(STOCK_PATHS.stockInTransitFeed, {
    config: { access: feed, labels: 'stockInTransit' },
    bodyLimit: FEED_BODY_LIMIT,
    schema: {
      tags,
      summary:
        'The inbound feed (administrators; the warehouse system’s stand-in): record rows that arrived, all or none; answers their ids',
      body: stockInTransitFeedSchema,
      response: replies(z.array(z.int()), [400, 401, 403, 413], 201),
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const ids = await app.heavyWork(String(actor.userId), () => transit.feedStockInTransit(app.db, request.body, actor));
      return reply.code(201).send(ok(ids, M.stockInTransitRecorded(ids.length)));
    },
  });

  r.get(`${STOCK_PATHS.stockInTransit}/:id`, {
    config: { access: wizardRead },
    schema: {
      tags,
      summary: 'One stock-in-transit row by its id (ssId)',
      params: idParams,
      response: replies(stockInTransitSchema, [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await transit.findStockInTransit(app.db, request.params.id)),
  });

  r.post(STOCK_PATHS.stockInTransitByPid, {
    config: { access: wizardRead, labels: 'stockInTransit' },
    schema: {
      tags,
      summary: "The product's stock-in-transit rows, newest first",
      body: stockInTransitByPidSchema,
      response: replies(z.array(stockInTransitSchema)),
    },
    handler: async (request) => ok(await transit.stockInTransitOfProduct(app.db, request.body.pId)),
  });

  r.post(`${STOCK_PATHS.stockInTransitDelete}/:id`, {
    config: { access: encoderWrite, labels: 'stockInTransit' },
    schema: {
      tags,
      summary:
        'Delete a row at the revision read: only with the rack not filled and an action that is not content-related (or CONTENT_CREATOR with a PID)',
      params: idParams,
      body: stockInTransitDeleteSchema,
      response: replies(z.null(), [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      await transit.deleteStockInTransit(app.db, request.params.id, request.body, actorOf(request));
      request.log.info({ stockInTransitId: request.params.id, upc: request.body.upc }, 'stock in transit row deleted');
      return ok(null, M.deleted);
    },
  });

  r.get(STOCK_PATHS.pendingReport, {
    config: { access: reportRead },
    schema: {
      tags,
      summary:
        'Rows waiting for content per creator: created today and till yesterday, days of the user’s data centre; by name unless sorted',
      querystring: pendingReportQuerySchema,
      response: replies(z.array(pendingStockReportRowSchema), [400, 401, 403]),
    },
    handler: async (request) => ok(await transit.pendingReport(app.db, zoneOf(request), { sort: request.query.sort })),
  });
}
