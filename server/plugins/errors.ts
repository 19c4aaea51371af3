import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope, FieldError, StaleConflict } from '../../src/domain/envelope.ts';
import { HttpError } from './http-error.ts';

const GENERIC_500 = 'Something went wrong on our side. Quote the request id to support.';

/** Fastify's own client errors, worded for the people who will read them. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty but its content type is 'application/json'",
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_BAD_URL: 'The address holds a character that is not valid there',
  FST_ERR_MAX_PARAM_LENGTH: 'A value in the address is too long',
};

/**
 * PostgreSQL's data exceptions (class 22: 22021 a NUL in text, 22P05 and 22P02 in jsonb, 22003 a
 * number out of range, 22001 a text too long ...): a value a contract should have refused. The
 * contracts are the fix; this keeps one that slipped through from answering 500.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
export const DATA_EXCEPTION_MESSAGE = 'A value sent cannot be stored: it is out of range or holds a character that is not allowed';

/** Sends a failure in the common envelope; used by the error and not-found handlers. */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  errors?: FieldError[],
  retryAfter?: number,
  stale?: StaleConflict,
) {
  const body: ErrorEnvelope = { status: false, message, data: null, requestId: String(reply.request.id) };
  if (errors?.length) body.errors = errors;
  if (stale) body.stale = stale;
  if (retryAfter !== undefined) {
    // In the header for HTTP clients and proxies, in the body for the app, which reads only the envelope.
    reply.header('retry-after', String(retryAfter));
    body.retryAfter = retryAfter;
  }
  return reply.code(statusCode).type('application/json').send(body);
}

function validationFailure(error: FastifyError & { validationContext?: string }): { message: string; errors: FieldError[] } {
  const context = error.validationContext ?? 'request';
  const issues = hasZodFastifySchemaValidationErrors(error) ? error.validation : (error.validation ?? []);
  const errors = issues.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: path || context, message: issue.message ?? 'is invalid' };
  });
  const message = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  return { message: message || `Invalid ${context}`, errors };
}

/** Fastify's answers before a route is found (a bad or too long address), in the envelope. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  return sendError(reply, status, (error.code && FASTIFY_MESSAGES[error.code]) || error.message);
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  HPE_URI_OVERFLOW: [414, 'The request address is too long'],
};

/** Node's answers to a request it could not read (431, 408, 400), in the envelope as well. */
export function clientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read'];
  const body = JSON.stringify({ status: false, message, data: null, requestId: randomUUID() } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, error.statusCode, error.message, error.errors, error.retryAfter, error.stale);
    }
    if (error.validation) {
      const { message, errors } = validationFailure(error);
      return sendError(reply, 400, message, errors);
    }
    if (typeof error.code === 'string' && DATA_EXCEPTION.test(error.code)) {
      request.log.warn({ err: error }, 'a value reached the database that no contract refused');
      return sendError(reply, 400, DATA_EXCEPTION_MESSAGE);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, error.message);
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message;
      return sendError(reply, status, message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, GENERIC_500);
  });

  // Every reply names its request id, so a log line can be found from what a user reports.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
}

export default fp(errorsPlugin, { name: 'errors' });
