import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  IMAGE_PATHS,
  imageKeyParams,
  imageUrlCheckRequestSchema,
  imageUrlCheckSchema,
  storedImageSchema,
} from '../../../src/domain/images/contracts.ts';
import { IMAGE_MAX_BYTES, IMAGE_MAX_FILES } from '../../../src/domain/images/image-rules.ts';
import { IMAGE_MESSAGES } from '../../../src/domain/images/messages.ts';
import type { Access } from '../../plugins/access.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { checkImageUrl } from './image-url-check.service.ts';
import * as images from './images.service.ts';
import { UPLOAD_LIMITS, readUploadedFiles } from './upload-parts.ts';

const tag = ['images'];
// Images are added and checked from the product view's Images step: changing data there needs L2.
const write: Access = { page: '/apps/products-view', level: 'L2' };
// Served to <img> elements, which send no token: the keys are the SHA-256 of the bytes, unguessable.
const open: Access = { public: true };
// A key's bytes never change (the key is their hash), so browsers and proxies may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const URL_CHECK_BODY_LIMIT = 8 * 1024;
const binaryReplies = (codes: number[]) => Object.fromEntries(Object.entries(replies(z.null(), codes)).filter(([code]) => code !== '200'));

/** The image store (issue 14): uploads with thumbnails, serving by key, and the image URL check of spec 000 §5. */
export default async function imagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const storage = images.imageStorageFor(app.config);
  const allowedPrivateOrigins = new Set(app.config.IMAGE_URL_ALLOWED_PRIVATE_ORIGINS);
  // Only this plugin's routes parse multipart bodies; the limits are per request again in readUploadedFiles.
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });

  r.post(IMAGE_PATHS.images, {
    config: { access: write },
    schema: {
      tags: tag,
      summary: `Store JPG and PNG images (multipart, parts named 'file', at most ${IMAGE_MAX_FILES} of ${IMAGE_MAX_BYTES / 1024 / 1024} MB each), with 40×50 thumbnails`,
      response: replies(z.array(storedImageSchema), [400, 401, 403, 413, 415], 201),
    },
    handler: async (request, reply) => {
      const files = await readUploadedFiles(request);
      const stored = await images.uploadImages(app.db, storage, files, actorOf(request));
      return reply.code(201).send(ok(stored, IMAGE_MESSAGES.uploaded(stored.length)));
    },
  });

  r.get(IMAGE_PATHS.image(':key'), {
    config: { access: open },
    schema: {
      tags: tag,
      summary: 'An image or thumbnail by its key, cached for a year (the key is the hash of its bytes)',
      security: [],
      params: imageKeyParams,
      response: binaryReplies([400, 404]),
    },
    handler: async (request, reply) => {
      const { key } = request.params;
      const etag = `"${key.slice(0, 64)}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
      const file = await images.openImage(storage, key);
      if (!file) {
        reply.removeHeader('cache-control').removeHeader('etag');
        throw new HttpError(404, IMAGE_MESSAGES.notFound);
      }
      return reply
        .type(key.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('content-length', file.size)
        .send(file.body);
    },
  });

  r.post(IMAGE_PATHS.urlCheck, {
    config: { access: write, rateLimit: { max: 30, timeWindow: '1 minute' } },
    bodyLimit: URL_CHECK_BODY_LIMIT,
    schema: {
      tags: tag,
      summary:
        'The image URL check (spec 000 §5): format, then a HEAD request from the server (no private addresses, 3 redirects, 5 s), then the content type',
      body: imageUrlCheckRequestSchema,
      response: replies(imageUrlCheckSchema, [400, 401, 403, 429]),
    },
    handler: async (request) => ok(await checkImageUrl(request.body.url, { allowedPrivateOrigins }), IMAGE_MESSAGES.urlChecked),
  });
}
