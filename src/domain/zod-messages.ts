import { z } from 'zod/mini';
import { textOf } from './words/field-problem.ts';
import { F } from './words/field-words.ts';

const REQUIRED = textOf(F('required'));

/** Plain words for the commonest schema failure: a field that was not sent at all. */
export function installFriendlyZodMessages(): void {
  z.config({
    customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED : undefined),
  });
}
