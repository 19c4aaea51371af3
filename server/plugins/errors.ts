import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope, FieldError, StaleConflict } from '../../src/domain/envelope.ts';
import type { Language } from '../../src/domain/constants.ts';
import { languageOf } from '../../src/domain/words/accept-language.ts';
import { problemOf, type IssueLike } from '../../src/domain/words/field-problem.ts';
import { F } from '../../src/domain/words/field-messages.ts';
import { S } from '../../src/domain/words/server-words.ts';
import type { Msg } from '../../src/domain/words/words.ts';
import { FIELD_PROBLEMS, HttpError, type FieldProblem, type Words } from './http-error.ts';
import { fieldLabel, say, spoken } from './words.ts';

/** Fastify's own client errors, worded for the people who will read them. */
const FASTIFY_WORDS: Record<string, Msg> = {
  FST_ERR_CTP_INVALID_JSON_BODY: S('invalidJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: S('emptyJson'),
  FST_ERR_CTP_BODY_TOO_LARGE: S('bodyTooLarge'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: S('mediaType'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: S('contentLength'),
  FST_ERR_BAD_URL: S('badUrl'),
  FST_ERR_MAX_PARAM_LENGTH: S('paramTooLong'),
};
/** A framework's refusal we have no words of our own for: its status, never its English. */
const wordsOfFramework = (error: FastifyError, status: number) => (error.code && FASTIFY_WORDS[error.code]) || S('refused', { status });

/**
 * PostgreSQL's data exceptions (class 22: 22021 a NUL in text, 22P05 and 22P02 in jsonb, 22003 a
 * number out of range, 22001 a text too long ...): a value a contract should have refused. The
 * contracts are the fix; this keeps one that slipped through from answering 500.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
export const DATA_EXCEPTION_MESSAGE = S('unstorable');

/** The language a reply is made in: the request's, read again here as a failure may come before any hook ran. */
const languageOfRequest = (request: FastifyRequest): Language => languageOf(request.headers['accept-language']);

/** A field problem as the reply carries it: its text in the reader's language, with its key. */
const fieldErrorOf = (problem: FieldProblem, lng: Language): FieldError => ({ field: problem.field, ...spoken(problem.message, lng) });

/** A failure's envelope in the request's language: its message, each field problem named by its label. */
export function errorBody(request: FastifyRequest, words: Words, errors?: FieldProblem[], stale?: StaleConflict): ErrorEnvelope {
  const lng = languageOfRequest(request);
  const text = words === FIELD_PROBLEMS ? F('problems', { list: problemsText(request, errors ?? [], lng) }) : words;
  const body: ErrorEnvelope = { status: false, ...spoken(text, lng), data: null, requestId: String(request.id) };
  if (errors?.length) body.errors = errors.map((problem) => fieldErrorOf(problem, lng));
  if (stale) body.stale = stale;
  return body;
}

/** Sends a failure in the common envelope; used by the error and not-found handlers. */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  words: Words,
  errors?: FieldProblem[],
  retryAfter?: number,
  stale?: StaleConflict,
) {
  const body = errorBody(reply.request, words, errors, stale);
  if (retryAfter !== undefined) {
    // In the header for HTTP clients and proxies, in the body for the app, which reads only the envelope.
    reply.header('retry-after', String(retryAfter));
    body.retryAfter = retryAfter;
  }
  return reply.code(statusCode).type('application/json').send(body);
}

/** A field of the request by its label: the route's group of its module's labels (`config.labels`), else as `fieldLabel` finds it. */
function labelOf(request: FastifyRequest, field: string, lng: Language): string {
  const { words: ns, labels: group } = request.routeOptions.config ?? {};
  return fieldLabel(ns, group, field, lng);
}

/** The problems of a request's fields as one text: 'Country Name: Required; Return Days: Must be a whole number'. */
function problemsText(request: FastifyRequest, problems: FieldProblem[], lng: Language): string {
  return problems.map((p) => say(F('problem', { label: labelOf(request, p.field, lng), problem: say(p.message, lng) }), lng)).join('; ');
}

function validationProblems(error: FastifyError & { validationContext?: string }): FieldProblem[] {
  const context = error.validationContext ?? 'body';
  const issues = hasZodFastifySchemaValidationErrors(error) ? error.validation : (error.validation ?? []);
  return issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    const params = (issue.params ?? {}) as IssueLike;
    return { field, message: problemOf({ ...params, code: issue.keyword, message: issue.message }) };
  });
}

/** Fastify's answers before a route is found (a bad or too long address), in the envelope. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  return sendError(reply, status, wordsOfFramework(error, status));
}

const CLIENT_ERRORS: Record<string, [number, Msg]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, S('timeout')],
  HPE_HEADER_OVERFLOW: [431, S('headersTooLarge')],
  HPE_URI_OVERFLOW: [414, S('urlTooLong')],
};

/** Node's answers to a request it could not read (431, 408, 400), in the envelope as well (in English: its headers are not read). */
export function clientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, words] = CLIENT_ERRORS[error.code ?? ''] ?? [400, S('unreadable')];
  const body = JSON.stringify({ status: false, ...spoken(words, 'en'), data: null, requestId: randomUUID() } satisfies ErrorEnvelope);
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
      return sendError(reply, error.statusCode, error.words, error.errors, error.retryAfter, error.stale);
    }
    if (error.validation) {
      return sendError(reply, 400, FIELD_PROBLEMS, validationProblems(error));
    }
    if (typeof error.code === 'string' && DATA_EXCEPTION.test(error.code)) {
      request.log.warn({ err: error }, 'a value reached the database that no contract refused');
      return sendError(reply, 400, DATA_EXCEPTION_MESSAGE);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, S('tooManyRequests'));
    if (status >= 400 && status < 500) return sendError(reply, status, wordsOfFramework(error, status));
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, S('failed'));
  });

  // Every reply names its request id, so a log line can be found from what a user reports.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
}

export default fp(errorsPlugin, { name: 'errors' });
