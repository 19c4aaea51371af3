import type { FastifyReply } from 'fastify';

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** A file name safe inside a quoted content-disposition: no quotes, slashes or control characters. */
export const safeFileName = (name: string): string => name.replace(/[^\w.\- ]/g, '_') || 'download';

/** Sets a download's type and its attachment name; the handler then returns the body. */
export function fileReply(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  return reply.type(type).header('content-disposition', `attachment; filename="${safeFileName(fileName)}"`);
}

/** A CSV body replied as text (no download name: the caller shows it). */
export const csvReply = (reply: FastifyReply): FastifyReply => reply.type(CSV_TYPE);

/** A CSV download named `fileName`. */
export const csvFileReply = (reply: FastifyReply, fileName: string): FastifyReply => fileReply(reply, CSV_TYPE, fileName);
