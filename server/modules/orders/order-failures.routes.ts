import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { pageOf } from '../../../src/domain/envelope.ts';
import { ORDER_MESSAGES as M } from '../../../src/domain/orders/messages.ts';
import {
  addressBodySchema,
  failedOrderFilterSchema,
  failedOrderPageSchema,
  failedOrderSchema,
  hsCodeBodySchema,
  hsCodeResultSchema,
  orderDetailsQuerySchema,
  orderDetailsSchema,
  stockCheckSchema,
} from '../../../src/domain/orders/order-failures.ts';
import { ORDER_PATHS as P } from '../../../src/domain/orders/paths.ts';
import { revisionQuerySchema } from '../../../src/domain/history/history.ts';
import type { Access } from '../../plugins/access.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { announceListChange } from '../../plugins/list-feed.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { spoken } from '../../plugins/words.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import { wmsFulfilment } from './fulfilment-link.ts';
import { STAND_IN_FULFILMENT } from './fulfilment-stand-in.ts';
import * as orders from './order-failures.service.ts';
import { retryOrder } from './order-retry.service.ts';
import { zoneOf } from '../../shared/zone.ts';

const tags = ['order failures'];
const read: Access = { page: '/apps/order-failure', level: 'L1' };
const write: Access = { page: '/apps/order-failure', level: 'L2' };

/** Order Failure (spec 001 §2, §7): the list, details, retry, delete, update stock, HS code and address. */
export default async function orderFailureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The fulfilment link when WMS_URL names it; the local stand-in otherwise (docs/decisions.md).
  const fulfilment = app.config.WMS_URL ? wmsFulfilment(app.config.WMS_URL) : STAND_IN_FULFILMENT;

  r.post(P.list, {
    config: { access: read },
    schema: {
      tags,
      summary: 'One page of failed orders, newest first: orderId (any case), orderDate (a day of the user’s data centre), remarks',
      querystring: failedOrderPageSchema,
      body: failedOrderFilterSchema,
      response: replies(pageOf(failedOrderSchema)),
    },
    handler: async (request) => ok(await orders.listFailedOrders(app.db, request.query, request.body, zoneOf(request))),
  });

  r.get(P.details, {
    config: { access: read },
    schema: {
      tags,
      summary: 'The order, its items and its retry attempts, by order id',
      querystring: orderDetailsQuerySchema,
      response: replies(orderDetailsSchema, [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await orders.orderDetails(app.db, request.query.orderId)),
  });

  r.post(`${P.order}/:id/retry`, {
    config: { access: write },
    schema: {
      tags,
      summary: 'Re-submit the order to the fulfilment once; 409 when refused again (new remark), in progress or submitted',
      params: idParams,
      response: replies(failedOrderSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      const result = await retryOrder(app.db, request.params.id, fulfilment, actorOf(request));
      request.log.info({ failedOrderId: request.params.id, accepted: result.accepted, remarks: result.remarks }, 'order retried');
      // The attempt and its RETRYING claim are not in the change log: the list hears of the retry here.
      announceListChange(app, '/apps/order-failure', 'order-failure', [request.params.id]);
      if (!result.accepted) throw new HttpError(409, M.retryRefused(result.order.orderId, result.remarks));
      return ok(result.order, M.retried);
    },
  });

  r.delete(`${P.order}/:id`, {
    config: { access: write },
    schema: {
      tags,
      summary: 'Delete a failed order at the revision read (kept with who and when; the Audit Log restores it); 409 when changed since',
      params: idParams,
      querystring: revisionQuerySchema,
      response: replies(z.null(), [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      await orders.deleteFailedOrder(app.db, request.params.id, request.query.revision, actorOf(request));
      return ok(null, M.deleted);
    },
  });

  r.post(`${P.order}/:id/update-stock`, {
    config: { access: write },
    schema: {
      tags,
      summary: "Read each item's stock again from the catalogue by its UPC",
      params: idParams,
      response: replies(stockCheckSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      const result = await orders.updateOrderStock(app.db, request.params.id, actorOf(request));
      return ok(result, M.stockUpdated(result.available, result.missing));
    },
  });

  r.post(`${P.order}/:id/hs-code`, {
    config: { access: write },
    schema: {
      tags,
      summary:
        "Save an item's HS code (the item by stockId) on the order at the revision read, the catalogue and the UPC's other failed orders",
      params: idParams,
      body: hsCodeBodySchema,
      response: replies(hsCodeResultSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      const { words, ...result } = await orders.saveHsCode(app.db, request.params.id, request.body, actorOf(request));
      return ok({ ...result, ...spoken(words) }, words);
    },
  });

  r.put(`${P.order}/:id/address`, {
    config: { access: write },
    schema: {
      tags,
      summary: "Change the order's shipping name and address (country, state and area of the reference data) at the revision read",
      params: idParams,
      body: addressBodySchema,
      response: replies(failedOrderSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) =>
      ok(await orders.changeAddress(app.db, request.params.id, request.body, request.body.revision, actorOf(request)), M.addressUpdated),
  });
}
