import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { PRODUCT_IMAGE_MESSAGES as IM } from '../../../src/domain/catalogue/messages.ts';
import { PIM_PATHS, PRODUCT_VIEW_PAGE } from '../../../src/domain/catalogue/paths.ts';
import {
  attachProductImagesBodySchema,
  orderProductImagesBodySchema,
  productImageSchema,
  productImagesQuerySchema,
} from '../../../src/domain/catalogue/product-images.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import { imageStorageFor } from '../images/images.service.ts';
import * as productImages from './product-images.service.ts';

const tags = ['catalogue'];
const read: Access = { page: PRODUCT_VIEW_PAGE, level: 'L1' };
const write: Access = { page: PRODUCT_VIEW_PAGE, level: 'L2' };
const BODY_LIMIT = 16 * 1024;
const list = z.array(productImageSchema);

/** The Images step's calls: a product's pictures (uploaded to the image store first), their order and removal. */
export default async function productImageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const storage = imageStorageFor(app.config);

  r.get(PIM_PATHS.productImages, {
    config: { access: read, labels: 'images' },
    schema: {
      tags,
      summary: "A product's images by kind, main (position 0) first",
      querystring: productImagesQuerySchema,
      response: replies(list, [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await productImages.listProductImages(app.db, request.query.pId)),
  });

  r.post(PIM_PATHS.productImages, {
    config: { access: write, labels: 'images' },
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: "Attach uploaded pictures (image store ids) after the product's images of a kind (production by default)",
      body: attachProductImagesBodySchema,
      response: replies(list, [400, 401, 403, 404], 201),
    },
    handler: async (request, reply) => {
      const all = await productImages.attachProductImages(app.db, request.body, actorOf(request));
      return reply.code(201).send(ok(all, IM.attached(request.body.imageIds.length)));
    },
  });

  r.put(PIM_PATHS.productImagesOrder, {
    config: { access: write, labels: 'images' },
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: "Order a product's images of a kind: every one of them, main first; 409 when they changed since read",
      body: orderProductImagesBodySchema,
      response: replies(list, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => ok(await productImages.orderProductImages(app.db, request.body, actorOf(request)), IM.ordered),
  });

  r.delete(PIM_PATHS.productImage(':id'), {
    config: { access: write, labels: 'images' },
    schema: {
      tags,
      summary: 'Take an image off its product (the next one moves up); answers the images left',
      params: idParams,
      response: replies(list, [400, 401, 403, 404]),
    },
    handler: async (request) =>
      ok(await productImages.deleteProductImage(app.db, storage, request.params.id, actorOf(request)), IM.deleted),
  });
}
