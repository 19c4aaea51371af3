import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, IMAGE_MAX_FILES } from '../../../src/domain/images/image-rules.ts';
import { IMAGE_MESSAGES } from '../../../src/domain/images/messages.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { say } from '../../plugins/words.ts';
import { safeFileName } from '../../shared/file-reply.ts';
import type { UploadedFile } from './images.service.ts';

/** The multipart limits of an image upload: busboy stops reading past them. */
export const UPLOAD_LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: IMAGE_MAX_FILES,
  fields: 0,
  parts: IMAGE_MAX_FILES,
  fieldNameSize: 100,
  headerPairs: 50,
};

const FILE_FIELD = 'file';
/** A sent name as messages show it: no path, no quotes or control characters, not too long. */
const shownName = (name: string | undefined) => safeFileName((name ?? '').split(/[\\/]/).pop() ?? '').slice(0, 100);

const refuse = (status: number, message: Msg) => new HttpError(status, message, [{ field: FILE_FIELD, message }]);

/** The multipart library's own refusals, worded for the upload; anything else is a malformed body. */
function uploadError(err: unknown, current: string): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(413, IMAGE_MESSAGES.tooLarge(current));
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return refuse(413, IMAGE_MESSAGES.tooManyFiles);
  if (code === 'FST_FIELDS_LIMIT') return refuse(400, IMAGE_MESSAGES.unexpectedField(say(IMAGE_MESSAGES.aTextField)));
  return new HttpError(400, IMAGE_MESSAGES.notMultipart);
}

/**
 * Reads the files of an upload into memory, each at most IMAGE_MAX_BYTES and at most
 * IMAGE_MAX_FILES of them (413 past either), only parts named `file` (400 otherwise).
 */
export async function readUploadedFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new HttpError(400, IMAGE_MESSAGES.notMultipart);
  const files: UploadedFile[] = [];
  let current = 'file';
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== FILE_FIELD)
        throw refuse(400, IMAGE_MESSAGES.unexpectedField(shownName(part.fieldname)));
      current = shownName(part.filename) || `file ${files.length + 1}`;
      files.push({ name: current, bytes: await part.toBuffer() });
    }
  } catch (err) {
    throw uploadError(err, current);
  }
  if (files.length === 0) throw refuse(400, IMAGE_MESSAGES.noFile);
  return files;
}
