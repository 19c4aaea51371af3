import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '../../../src/domain/envelope.ts';
import { withRevision } from '../../../src/domain/history/history.ts';
import { FRAME_PATHS, PRODUCT_FRAME_PAGE } from '../../../src/domain/pricing/paths.ts';
import {
  FRAME_MESSAGES as M,
  FRAME_PREVIEW_ROWS,
  framePreviewBodySchema,
  framePreviewSchema,
  productFrameBodySchema,
  productFramePageSchema,
  productFrameSchema,
} from '../../../src/domain/pricing/product-frame.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import * as frames from './product-frames.service.ts';

const tags = ['product-frame'];
const read: Access = { page: PRODUCT_FRAME_PAGE, level: 'L1' };
const write: Access = { page: PRODUCT_FRAME_PAGE, level: 'L2' };
/** 1000 PIDs or a rule of 200 conditions. */
const FRAME_BODY_LIMIT = 256 * 1024;

/** Product Frame (spec 002 §2, §7 "Product frame"): the list, one frame, create and update. */
export default async function productFramesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(FRAME_PATHS.frames, {
    config: { access: read, labels: 'frame' },
    schema: {
      tags,
      summary: 'A page of frames, newest first (the list asks page 1 of 100)',
      querystring: pageQuerySchema,
      response: replies(productFramePageSchema),
    },
    handler: async (request) => {
      const page = await frames.listFrames(app.db, request.query);
      return ok(page, page.totalRecords ? undefined : M.none);
    },
  });

  r.post(FRAME_PATHS.preview, {
    config: { access: read, labels: 'frame' },
    bodyLimit: FRAME_BODY_LIMIT,
    schema: {
      tags,
      summary: 'How many catalogue products an unsaved frame rule covers now, and the first of them',
      body: framePreviewBodySchema,
      response: replies(framePreviewSchema, [400, 401, 403, 413]),
    },
    handler: async (request) => ok(await frames.previewFrameRule(app.db, request.body.jsonTree, FRAME_PREVIEW_ROWS)),
  });

  r.get(FRAME_PATHS.frame(':id'), {
    config: { access: read, labels: 'frame' },
    schema: {
      tags,
      summary: 'A frame with its PIDs or its rule',
      params: idParams,
      response: replies(productFrameSchema, [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await frames.getFrame(app.db, request.params.id)),
  });

  r.post(FRAME_PATHS.frames, {
    config: { access: write, labels: 'frame' },
    bodyLimit: FRAME_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Create a frame',
      body: productFrameBodySchema,
      response: replies(productFrameSchema, [400, 401, 403, 413], 201),
    },
    handler: async (request, reply) => reply.code(201).send(ok(await frames.createFrame(app.db, request.body, actorOf(request)), M.saved)),
  });

  r.put(FRAME_PATHS.frame(':id'), {
    config: { access: write, labels: 'frame' },
    bodyLimit: FRAME_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Update the frame at the revision read (its PIDs or rule are replaced); 409 when someone saved it since',
      params: idParams,
      body: withRevision(productFrameBodySchema),
      response: replies(productFrameSchema, [400, 401, 403, 404, 409, 413]),
    },
    handler: async (request) =>
      ok(await frames.updateFrame(app.db, request.params.id, request.body, request.body.revision, actorOf(request)), M.saved),
  });
}
