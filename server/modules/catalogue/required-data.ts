import type { FastifySchemaValidationError } from 'fastify';
import { CATALOGUE_MESSAGES as M } from '../../../src/domain/catalogue/messages.ts';
import { REQUIRED_PRODUCT_FIELDS } from '../../../src/domain/catalogue/products.ts';
import { catalogueWords } from '../../../src/domain/catalogue/words.ts';
import { problemOf, type IssueLike } from '../../../src/domain/words/field-problem.ts';
import { F } from '../../../src/domain/words/field-messages.ts';
import { badFields, HttpError, type FieldProblem } from '../../plugins/http-error.ts';
import { currentLanguage, hasWords, say } from '../../plugins/words.ts';

const REQUIRED = new Set<string>(REQUIRED_PRODUCT_FIELDS);
const REQUIRED_KEY = F('required').key;

/** A field of the product form by its label in the reader's language (the form's own labels). */
function labelOf(field: string): string {
  const key = `${catalogueWords.ns}:labels.product.${field}`;
  return hasWords(key, 'en') ? say({ key }) : field;
}

/**
 * The product form's 400 (spec 001 §5): when required fields are missing the message opens with the
 * spec's 'enter the required data' and names them by their labels; each field keeps the shared
 * check's own words ('Required') in `errors`, which the form shows on the field. Without a missing
 * field it is the usual refusal, each problem named by its field's label.
 */
export function requiredDataFormatter(issues: FastifySchemaValidationError[], context: string): Error {
  const errors: FieldProblem[] = issues.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context,
    message: problemOf({ ...((issue.params ?? {}) as IssueLike), code: issue.keyword, message: issue.message }),
  }));
  const missing = errors.filter((e) => typeof e.message !== 'string' && e.message.key === REQUIRED_KEY && REQUIRED.has(e.field));
  if (!missing.length) return badFields(errors);
  // Validation runs inside the request's language (server/plugins/words.ts), so the labels are the reader's.
  const required = M.requiredData(missing.map((e) => labelOf(e.field)).join(currentLanguage() === 'ar' ? '، ' : ', '));
  const others = errors
    .filter((e) => !missing.includes(e))
    .map((e) => say(F('problem', { label: labelOf(e.field), problem: say(e.message) })));
  return new HttpError(400, others.length ? F('problems', { list: [say(required), ...others].join('; ') }) : required, errors);
}
