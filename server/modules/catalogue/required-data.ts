import type { FastifySchemaValidationError } from 'fastify';
import type { FieldError } from '../../../src/domain/envelope.ts';
import { CATALOGUE_MESSAGES as M } from '../../../src/domain/catalogue/messages.ts';
import { REQUIRED_PRODUCT_FIELDS } from '../../../src/domain/catalogue/products.ts';
import { HttpError } from '../../plugins/http-error.ts';

const REQUIRED = new Set<string>(REQUIRED_PRODUCT_FIELDS);

/**
 * The product form's 400 (spec 001 §5): when required fields are missing the message opens with the
 * spec's 'enter the required data' and names them; each field keeps the shared check's own words
 * ('Required') in `errors`, which the form shows on the field and names by its label.
 */
export function requiredDataFormatter(issues: FastifySchemaValidationError[], context: string): Error {
  const errors: FieldError[] = issues.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context,
    message: issue.message ?? 'is invalid',
  }));
  const missing = errors.filter((e) => e.message === 'Required' && REQUIRED.has(e.field));
  const parts = errors.filter((e) => !missing.includes(e)).map((e) => `${e.field}: ${e.message}`);
  if (missing.length) parts.unshift(`${M.requiredData}: ${missing.map((e) => e.field).join(', ')}`);
  return new HttpError(400, parts.join('; ') || `Invalid ${context}`, errors);
}
