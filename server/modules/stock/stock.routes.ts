import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { STOCK_MESSAGES as M } from '../../../src/domain/stock/messages.ts';
import { STOCK_PATHS } from '../../../src/domain/stock/paths.ts';
import {
  addStockBodySchema,
  dwsSchema,
  inboundQcBodySchema,
  inboundQcSchema,
  pIdQuerySchema,
  sizeDetailSchema,
  stockItemSchema,
  styleQuerySchema,
  updateStockBodySchema,
} from '../../../src/domain/stock/stock.ts';
import { S } from '../../../src/domain/words/server-words.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import * as stock from './stock.service.ts';

const tags = ['stock'];
// The Manage Stock step of the product view wizard (spec 001 §2): L1 reads, L2 writes.
const read: Access = { page: '/apps/products-view', level: 'L1' };
const write: Access = { page: '/apps/products-view', level: 'L2' };

/** Stock items, sizes, inbound QC requests and DWS dimensions of a product (spec 001 §7 "Catalogue and wizard"). */
export default async function stockRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(STOCK_PATHS.stockInfo, {
    config: { access: read },
    schema: {
      tags,
      summary: 'Stock information of a product: one row per UPC; 404 for an unknown PID',
      querystring: pIdQuerySchema,
      response: replies(z.array(stockItemSchema), [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await stock.stockOfProduct(app.db, request.query.pId)),
  });

  r.get(STOCK_PATHS.stockInfoByStyle, {
    config: { access: read },
    schema: {
      tags,
      summary: 'Stock of the products of a style (STYLE: every variant; STYLE@VARIANT: that one)',
      querystring: styleQuerySchema,
      response: replies(z.array(stockItemSchema)),
    },
    handler: async (request) => ok(await stock.stockOfStyle(app.db, request.query.style)),
  });

  r.get(STOCK_PATHS.sizeInfo, {
    config: { access: read },
    schema: {
      tags,
      summary: "Sizes of the product's sub-category's size group ('No data found' when it has none)",
      querystring: pIdQuerySchema,
      response: replies(z.array(sizeDetailSchema), [400, 401, 403, 404]),
    },
    handler: async (request) => {
      const sizes = await stock.sizeInfo(app.db, request.query.pId);
      return ok(sizes, sizes.length ? S('ok') : M.noData);
    },
  });

  r.post(STOCK_PATHS.stock, {
    config: { access: write, labels: 'stock' },
    schema: {
      tags,
      summary: "Add a UPC to a product ('Added Successfully!'); 409 when the UPC exists in any case",
      body: addStockBodySchema,
      response: replies(stockItemSchema, [400, 401, 403, 409], 201),
    },
    handler: async (request, reply) => reply.code(201).send(ok(await stock.addStock(app.db, request.body, actorOf(request)), M.added)),
  });

  r.put(STOCK_PATHS.stock, {
    config: { access: write, labels: 'stock' },
    schema: {
      tags,
      summary: "Update a stock item by stockId at the revision read, its PID too ('Updated Successfully!'); 409 when saved since",
      body: updateStockBodySchema,
      response: replies(stockItemSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => ok(await stock.updateStock(app.db, request.body, request.body.revision, actorOf(request)), M.updated),
  });

  r.get(STOCK_PATHS.inboundQc, {
    config: { access: read },
    schema: {
      tags,
      summary: "The product's inbound QC requests, newest first",
      querystring: pIdQuerySchema,
      response: replies(z.array(inboundQcSchema), [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await stock.inboundQcOfProduct(app.db, request.query.pId)),
  });

  r.post(STOCK_PATHS.inboundQc, {
    config: { access: write, labels: 'stock' },
    schema: {
      tags,
      summary: 'Request inbound QC of one of the product’s UPCs',
      body: inboundQcBodySchema,
      response: replies(inboundQcSchema, [400, 401, 403], 201),
    },
    handler: async (request, reply) =>
      reply.code(201).send(ok(await stock.addInboundQc(app.db, request.body, actorOf(request)), M.qcAdded)),
  });

  r.get(STOCK_PATHS.dws, {
    config: { access: read },
    schema: {
      tags,
      summary: 'The DWS chip: width, height, length (cm) and weight (kg); data null when never measured',
      querystring: pIdQuerySchema,
      response: replies(z.nullable(dwsSchema), [400, 401, 403, 404]),
    },
    handler: async (request) => {
      const dws = await stock.dwsOfProduct(app.db, request.query.pId);
      return ok(dws, dws ? S('ok') : M.noDws(request.query.pId));
    },
  });
}
