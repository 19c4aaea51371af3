import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { BULK_UPDATE_MAX_BYTES, BULK_UPDATE_MAX_ROWS } from '../../../src/domain/bulk-update/constants.ts';
import {
  bulkUpdateFieldsSchema,
  bulkUpdateListQuerySchema,
  bulkUpdateSampleQuerySchema,
  bulkUpdateSchema,
  bulkUpdateWithdrawBodySchema,
} from '../../../src/domain/bulk-update/contracts.ts';
import { BULK_UPDATE_MESSAGES as M } from '../../../src/domain/bulk-update/messages.ts';
import { BULK_UPDATE_PATHS } from '../../../src/domain/bulk-update/paths.ts';
import { pageOf } from '../../../src/domain/envelope.ts';
import { problemOf } from '../../../src/domain/words/field-problem.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import { badField, HttpError } from '../../plugins/http-error.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { csvFileReply, safeFileName } from '../../shared/file-reply.ts';
import { idParams } from '../../shared/id-params.ts';
import type { SheetRefusal } from '../../shared/workbook-sheet.ts';
import { parseBulkWorkbook } from './bulk-update.workbook.ts';
import { bulkRuleRoutes } from './bulk-update-rules.routes.ts';
import { bulkUpdateJobs } from './bulk-update.jobs.ts';
import { bulkUpdateRoom, emitProgress, read, write } from './bulk-update.rooms.ts';
import * as updates from './bulk-update.service.ts';

const tags = ['pim'];
const LIMITS = { fileSize: BULK_UPDATE_MAX_BYTES, files: 1, fields: 8, parts: 9, fieldNameSize: 50, fieldSize: 200, headerPairs: 50 };
const refuse = (field: string, message: Msg, status = 400) => badField(field, message, status);

/** The multipart body of a new update: its text fields and its one file (CSV; .xlsx by its sheet). */
async function readUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; file?: { name: string; bytes: Buffer } }> {
  if (!request.isMultipart()) throw refuse('file', M.noFile);
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file')
        file = { name: safeFileName((part.filename ?? '').split(/[\\/]/).pop() ?? ''), bytes: await part.toBuffer() };
      else throw refuse(part.fieldname, M.unexpectedFile);
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('file', M.tooLarge(BULK_UPDATE_MAX_BYTES / 1024 / 1024), 413);
    throw refuse('file', M.noFile);
  }
  return { fields, file };
}

const ZIP_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');
const SHEET_REFUSALS: Record<SheetRefusal, { status: number; message: Msg }> = {
  'sheet-missing': { status: 400, message: M.sheetInvalid },
  damaged: { status: 400, message: M.damagedWorkbook },
  'too-large': { status: 413, message: M.tooLarge(BULK_UPDATE_MAX_BYTES / 1024 / 1024) },
  'too-many-rows': { status: 413, message: M.tooManyRows(BULK_UPDATE_MAX_ROWS) },
};

/**
 * The file's cells. A name ending in another extension than .csv or .xlsx is refused; otherwise the
 * bytes decide (some clients send no name): a zip is a workbook (read by its sheet), anything else
 * CSV text.
 */
async function tableOf(file: { name: string; bytes: Buffer }): Promise<string[][]> {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension && extension !== 'csv' && extension !== 'xlsx') throw refuse('file', M.fileType);
  if (!file.bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) return updates.csvTable(file.bytes.toString('utf8'));
  const read = await parseBulkWorkbook(file.bytes);
  if ('refused' in read) {
    const { status, message } = SHEET_REFUSALS[read.refused];
    throw refuse('file', message, status);
  }
  if (read.formulaRows.length)
    throw new HttpError(
      400,
      M.fileRefused,
      read.formulaRows.slice(0, 200).map((row) => ({ field: `row ${row}`, message: M.formula })),
    );
  return read.table;
}

/** Bulk updates (spec 002 §4, §5, §8, §9): queue one from a file or a rule, the list with live status, each one's result file. */
export default async function bulkUpdateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const jobs = bulkUpdateJobs(app);
  bulkUpdateRoom(app);
  bulkRuleRoutes(app, jobs);
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: true });

  r.get(BULK_UPDATE_PATHS.updates, {
    config: { access: read },
    schema: {
      tags,
      summary: 'A page of bulk updates, newest first, of a type and a status when given',
      querystring: bulkUpdateListQuerySchema,
      response: replies(pageOf(bulkUpdateSchema)),
    },
    handler: async (request) => ok(await updates.listUpdates(app.db, request.query)),
  });

  r.post(BULK_UPDATE_PATHS.updates, {
    config: { access: write },
    bodyLimit: BULK_UPDATE_MAX_BYTES + 64 * 1024,
    schema: {
      tags,
      summary: `Queue a bulk update (multipart: file .csv or .xlsx of at most ${BULK_UPDATE_MAX_BYTES / 1024 / 1024} MB, updateType, source, mode, runAt for SCHEDULE); 400 with every problem and its row`,
      response: replies(bulkUpdateSchema, [400, 401, 403, 413], 201),
    },
    handler: async (request, reply) => {
      const { fields, file } = await readUpload(request);
      const parsed = bulkUpdateFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw refuse(String(issue.path[0] ?? 'updateType'), problemOf(issue));
      }
      if (!file || file.bytes.length === 0) throw refuse('file', M.noFile);
      await jobs.start();
      const created = await updates.queueUpdate(
        app.db,
        parsed.data,
        { fileName: file.name, table: await tableOf(file) },
        actorOf(request),
        jobs.enqueue,
      );
      jobs.nudge();
      return reply.code(201).send(ok(created, M.queued(created.totalRows)));
    },
  });

  r.post(BULK_UPDATE_PATHS.withdraw(':id'), {
    config: { access: write },
    schema: {
      tags,
      summary:
        'Withdraw a scheduled update before its time, from the revision read: it never runs; 409 at or after its time, once it runs or ended, or when it changed since',
      params: idParams,
      body: bulkUpdateWithdrawBodySchema,
      response: replies(bulkUpdateSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      const withdrawn = await updates.withdrawUpdate(app.db, request.params.id, request.body.revision, actorOf(request));
      emitProgress(app, withdrawn);
      return ok(withdrawn, M.withdrawn);
    },
  });

  r.get(BULK_UPDATE_PATHS.result(':id'), {
    config: { access: read },
    schema: {
      tags,
      summary: 'An update’s rows with their outcome, as CSV',
      params: idParams,
      response: { 200: z.string(), ...replies(z.null(), [401, 403, 404]) },
    },
    handler: async (request, reply) => {
      const { fileName, csv } = await updates.resultCsv(app.db, request.params.id);
      return csvFileReply(reply, fileName).send(csv);
    },
  });

  r.get(BULK_UPDATE_PATHS.sample, {
    config: { access: read },
    schema: {
      tags,
      summary: 'A sample file of a type’s required columns',
      querystring: bulkUpdateSampleQuerySchema,
      response: { 200: z.string(), ...replies(z.null(), [400, 401, 403]) },
    },
    handler: async (request, reply) => {
      const { fileName, csv } = updates.sampleCsv(request.query.updateType);
      return csvFileReply(reply, fileName).send(csv);
    },
  });
}
