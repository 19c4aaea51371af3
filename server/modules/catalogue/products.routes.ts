import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOGUE_MESSAGES as M } from '../../../src/domain/catalogue/messages.ts';
import { PIM_PATHS, PRODUCT_VIEW_PAGE } from '../../../src/domain/catalogue/paths.ts';
import {
  bulletsAndAttributesBodySchema,
  bulletsAndAttributesReplySchema,
  productDetailsBodySchema,
  productQuerySchema,
  productStatusBodySchema,
  productStatusReplySchema,
  productViewSchema,
  recommendationQuerySchema,
  recommendationSchema,
  updateStyleBodySchema,
  updateStyleReplySchema,
} from '../../../src/domain/catalogue/products.ts';
import { S } from '../../../src/domain/words/server-words.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import * as productStyle from './product-style.service.ts';
import * as products from './products.service.ts';
import { requiredDataFormatter } from './required-data.ts';

const tags = ['catalogue'];
const read: Access = { page: PRODUCT_VIEW_PAGE, level: 'L1' };
const write: Access = { page: PRODUCT_VIEW_PAGE, level: 'L2' };
/** The product's HTML features are the largest part of a save. */
const DETAILS_BODY_LIMIT = 256 * 1024;
const BODY_LIMIT = 64 * 1024;

/** The product view wizard's calls (spec 001 §7 "Catalogue and wizard"). */
export default async function productRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(PIM_PATHS.productDetails, {
    config: { access: read, labels: 'product' },
    schema: {
      tags,
      summary: 'A product with its names, attributes, bullets and images',
      querystring: productQuerySchema,
      response: replies(productViewSchema, [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await products.requireProductDetails(app.db, request.query.pId)),
  });

  r.post(PIM_PATHS.productDetails, {
    config: { access: write, labels: 'product' },
    bodyLimit: DETAILS_BODY_LIMIT,
    schemaErrorFormatter: requiredDataFormatter,
    schema: {
      tags,
      summary: 'Insert (no pId) or update (pId, revision) a product; 409 naming who saved since when it changed since it was read',
      body: productDetailsBodySchema,
      response: replies(productViewSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      const { view, created } = await products.saveProductDetails(app.db, request.body, actorOf(request));
      return ok(view, created ? M.productAdded : M.productUpdated);
    },
  });

  r.post(PIM_PATHS.bulletsAndAttributes, {
    config: { access: write, labels: 'bullets' },
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: "Save a product's bullets (negative ids new) and attribute choices; 409 when it changed since it was read",
      body: bulletsAndAttributesBodySchema,
      response: replies(bulletsAndAttributesReplySchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => ok(await products.saveBulletsAndAttributes(app.db, request.body, actorOf(request)), M.bulletsSaved),
  });

  r.post(PIM_PATHS.productStatus, {
    config: { access: write, labels: 'product' },
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: "Change a product's status from the approval dropdown (i, a, d); with the revision read, 409 when it changed since",
      body: productStatusBodySchema,
      response: replies(productStatusReplySchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) =>
      ok(
        await products.updateStatus(app.db, request.body.pId, request.body.approve, actorOf(request), request.body.revision),
        M.statusUpdated,
      ),
  });

  r.get(PIM_PATHS.recommendation, {
    config: { access: read, labels: 'product' },
    schema: {
      tags,
      summary: 'Products (but pId, the one on screen) and stock in transit of a style',
      querystring: recommendationQuerySchema,
      response: replies(recommendationSchema),
    },
    handler: async (request) => {
      const found = await productStyle.recommendation(app.db, request.query.style, request.query.pId);
      return ok(found, found.productStyle.length || found.transitStyle.length ? S('ok') : M.noRecommendation);
    },
  });

  r.put(PIM_PATHS.updateStyle, {
    config: { access: write, labels: 'product' },
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary:
        "The content creator's style edit: style and variant verified, stock in transit of the old style follows, the CONTENT_CREATOR row ssId is marked content created; 409 when the style changed",
      body: updateStyleBodySchema,
      response: replies(updateStyleReplySchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => ok(await productStyle.updateStyle(app.db, request.body, actorOf(request)), M.styleUpdated),
  });
}
