import type { FastifyRequest } from 'fastify';
import { TRANSFER_MESSAGES as M } from '../../../src/domain/stock/stock-transfer-messages.ts';
import { TRANSFER_FILE_MAX_BYTES } from '../../../src/domain/stock/stock-transfers.ts';
import { F } from '../../../src/domain/words/field-messages.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { safeFileName } from '../../shared/file-reply.ts';

const FILE_FIELD = 'file';
/** The text fields a transfer sends beside its file (transferType: the form's STO, the only type). */
const TEXT_FIELDS = ['orderId', 'fromLocationCode', 'toLocationCode', 'transferType'] as const;

/** The multipart limits of a transfer upload: busboy stops reading past them. */
export const TRANSFER_UPLOAD_LIMITS = {
  fileSize: TRANSFER_FILE_MAX_BYTES,
  files: 1,
  fields: TEXT_FIELDS.length,
  parts: TEXT_FIELDS.length + 1,
  fieldSize: 1024,
  fieldNameSize: 100,
  headerPairs: 50,
};
/** The whole request: the file, its fields and the multipart framing. */
export const TRANSFER_BODY_LIMIT = TRANSFER_FILE_MAX_BYTES + 64 * 1024;

export interface TransferUpload {
  fileName: string;
  file: Buffer;
  fields: Record<string, string>;
}

const refuse = (status: number, message: Msg, field = FILE_FIELD) => new HttpError(status, message, [{ field, message }]);

function uploadError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(413, M.tooLarge);
  if (code === 'FST_FILES_LIMIT') return refuse(413, M.oneFile);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, M.notMultipart);
  return new HttpError(400, M.notMultipart);
}

/** Reads a transfer's multipart body: one .xlsx part named `file` (at most TRANSFER_FILE_MAX_BYTES) and its text fields. */
export async function readTransferUpload(request: FastifyRequest): Promise<TransferUpload> {
  if (!request.isMultipart()) throw new HttpError(400, M.notMultipart);
  const fields: Record<string, string> = {};
  let upload: { fileName: string; file: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: TRANSFER_UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) throw refuse(400, M.unexpectedPart(safeFileName(part.fieldname).slice(0, 50)));
        upload = { fileName: safeFileName((part.filename ?? '').split(/[\\/]/).pop() ?? '').slice(0, 100), file: await part.toBuffer() };
      } else if ((TEXT_FIELDS as readonly string[]).includes(part.fieldname)) {
        if (part.valueTruncated) throw refuse(400, F('atMost', { max: TRANSFER_UPLOAD_LIMITS.fieldSize }), part.fieldname);
        fields[part.fieldname] = String(part.value);
      } else throw refuse(400, M.unexpectedPart(safeFileName(part.fieldname).slice(0, 50)), part.fieldname);
    }
  } catch (err) {
    throw uploadError(err);
  }
  if (!upload) throw refuse(400, M.noFile);
  return { ...upload, fields };
}
