import { z } from 'zod/mini';
import { problemOf, textOf, type IssueLike } from './words/field-problem.ts';
import { F } from './words/field-messages.ts';

/**
 * zod/mini sets nothing up by itself: no words for a failure and no support for values that refer
 * to themselves. Every failure a schema has no words of its own for is said in the field words, as
 * a key the form and the server make in the reader's language ('fields:oneOf?values=a, i'); a field
 * not sent at all is 'Required'. Imported first on the server's and the client's start paths,
 * before any schema is built.
 */
z.config({
  customError: (issue) =>
    textOf(issue.code === 'invalid_type' && issue.input === undefined ? F('required') : problemOf(issue as unknown as IssueLike)),
});
z.config({ memoizer: z.memoizer() });
