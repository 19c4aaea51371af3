import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope, FieldError } from '../../src/domain/envelope.ts';
import { HttpError } from './http-error.ts';

const GENERIC_500 = 'Something went wrong on our side. Quote the request id to support.';

/** Fastify's own client errors, worded for the people who will read them. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty but its content type is 'application/json'",
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
};

/** Sends a failure in the common envelope; used by the error and not-found handlers. */
export function sendError(reply: FastifyReply, statusCode: number, message: string, errors?: FieldError[]) {
  const body: ErrorEnvelope = { status: false, message, data: null, requestId: String(reply.request.id) };
  if (errors?.length) body.errors = errors;
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

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, error.statusCode, error.message, error.errors);
    }
    if (error.validation) {
      const { message, errors } = validationFailure(error);
      return sendError(reply, 400, message, errors);
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
