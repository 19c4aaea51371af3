import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { pageOf } from '../../../src/domain/envelope.ts';
import { TRANSFER_MESSAGES as M } from '../../../src/domain/stock/stock-transfer-messages.ts';
import {
  STOCK_TRANSFER_PATHS as P,
  TRANSFER_FILE_MAX_BYTES,
  TRANSFER_SAMPLE_FILE,
  stockTransferLineSchema,
  stockTransferListQuerySchema,
  stockTransferSchema,
  transferLocationBodySchema,
  transferLocationSchema,
} from '../../../src/domain/stock/stock-transfers.ts';
import type { Access } from '../../plugins/access.ts';
import { announceListChange } from '../../plugins/list-feed.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { fileReply } from '../../shared/file-reply.ts';
import { idParams } from '../../shared/id-params.ts';
import { transferSample, XLSX_TYPE } from './stock-transfers.sample.ts';
import * as transfers from './stock-transfers.service.ts';
import { readTransferUpload, TRANSFER_BODY_LIMIT, TRANSFER_UPLOAD_LIMITS } from './stock-transfers.upload.ts';

const tags = ['b2b transfer'];
const read: Access = { page: '/apps/b2b-transfer', level: 'L1' };
const write: Access = { page: '/apps/b2b-transfer', level: 'L2' };
const binaryReplies = (codes: number[]) => Object.fromEntries(Object.entries(replies(z.null(), codes)).filter(([code]) => code !== '200'));

/** B2B transfer (spec 002 §2 "/apps/b2b-transfer", §7 "B2B"): create from a workbook, the stored transfers, locations, sample. */
export default async function stockTransfersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Only this plugin's routes parse multipart bodies; the limits are per request again in readTransferUpload.
  await app.register(multipart, { limits: TRANSFER_UPLOAD_LIMITS, throwFileSizeLimit: true });

  r.post(P.create, {
    config: { access: write, labels: 'transfer' },
    bodyLimit: TRANSFER_BODY_LIMIT,
    schema: {
      tags,
      summary: `Create a stock transfer order (STO) from an .xlsx (multipart: 'file' of at most ${TRANSFER_FILE_MAX_BYTES / 1024 / 1024} MB, orderId, fromLocationCode, toLocationCode); every problem with its row, nothing stored on any`,
      response: replies(stockTransferSchema, [400, 401, 403, 409, 413, 429], 201),
    },
    handler: async (request, reply) => {
      const upload = await readTransferUpload(request);
      const actor = actorOf(request);
      const created = await app.heavyWork(String(actor.userId), () => transfers.createTransfer(app.db, upload, actor));
      request.log.info({ transferId: created.id, lines: created.lineCount }, 'stock transfer created');
      announceListChange(app, '/apps/b2b-transfer', 'stock-transfer', [created.id]);
      return reply.code(201).send(ok(created, M.created));
    },
  });

  r.get(P.list, {
    config: { access: read, labels: 'transfer' },
    schema: {
      tags,
      summary: 'One page of stored transfers, newest first; search: part of a reference number',
      querystring: stockTransferListQuerySchema,
      response: replies(pageOf(stockTransferSchema)),
    },
    handler: async (request) => ok(await transfers.listTransfers(app.db, request.query)),
  });

  r.get(P.lines(':id'), {
    config: { access: read },
    schema: {
      tags,
      summary: 'Every line of one transfer: UPC, summed quantity, the sheet rows it came from',
      params: idParams,
      response: replies(z.array(stockTransferLineSchema), [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await transfers.transferLines(app.db, request.params.id)),
  });

  r.get(P.locations, {
    config: { access: { signedIn: true } },
    schema: { tags, summary: 'The From and To locations', response: replies(z.array(transferLocationSchema), [401]) },
    handler: async () => ok(await transfers.transferLocations(app.db)),
  });

  r.post(P.locations, {
    config: { access: { admin: true }, labels: 'location' },
    schema: {
      tags,
      summary: 'Add a location (administrators)',
      body: transferLocationBodySchema,
      response: replies(z.null(), [400, 401, 403, 409], 201),
    },
    handler: async (request, reply) => {
      await transfers.addLocation(app.db, request.body, actorOf(request));
      return reply.code(201).send(ok(null, M.locationAdded));
    },
  });

  r.get(P.sample, {
    config: { access: read },
    schema: { tags, summary: `Download Sample Format ('${TRANSFER_SAMPLE_FILE}')`, response: binaryReplies([401, 403]) },
    handler: async (_request, reply) => fileReply(reply, XLSX_TYPE, TRANSFER_SAMPLE_FILE).send(transferSample()),
  });
}
