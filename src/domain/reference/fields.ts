import { z } from 'zod/mini';
import { MAX_LOOKUP_PAGE_SIZE } from '../constants.ts';

/** Area and state status codes (spec 000 §9): Active 'a', Inactive 'i'. */
export const RECORD_STATUSES = ['a', 'i'] as const;
export const recordStatusSchema = z.enum(RECORD_STATUSES, {
  error: (issue) => (issue.input === undefined ? undefined : "Must be 'a' (Active) or 'i' (Inactive)"),
});
export type RecordStatus = z.infer<typeof recordStatusSchema>;

// A schema's own error words for a value of the wrong type; a missing value keeps the global 'Required'.
const wrongType = (words: string) => (issue: { code?: string; input?: unknown }) =>
  issue.code === 'invalid_type' && issue.input !== undefined ? words : undefined;

// For numbers and ids, null (what an emptied numeric input sends) is missing as well.
const wrongNumber = (words: string) => (issue: { code?: string; input?: unknown }) =>
  issue.code === 'invalid_type' && issue.input === null ? 'Required' : wrongType(words)(issue);

const text = () => z.string({ error: wrongType('Must be text') });

/** A required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  text().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max, `At most ${max} characters`));

/** An optional text: trimmed, '' when left out. */
export const optionalText = (max: number) => z._default(text().check(z.trim(), z.maxLength(max, `At most ${max} characters`)), '');

/** A code: trimmed, upper-cased, matching `pattern` (described by `rule` when it does not). */
export const codeText = (pattern: RegExp, rule: string) =>
  z.pipe(
    text().check(z.trim(), z.minLength(1, 'Required'), z.regex(pattern, rule)),
    z.transform((code) => code.toUpperCase()),
  );

/** A number sent as a JSON number (never a string), within [min, max]. */
export const numberIn = (min: number, max: number, { integer = false } = {}) => {
  const base = z.number({ error: wrongNumber(integer ? 'Must be a whole number' : 'Must be a number') });
  const checked = integer ? base.check(z.int('Must be a whole number')) : base;
  return checked.check(z.minimum(min, `Must be between ${min} and ${max}`), z.maximum(max, `Must be between ${min} and ${max}`));
};

export const flag = () => z.boolean({ error: wrongType('Must be true or false') });

/** A record id in a body or query. */
export const idField = () =>
  z.number({ error: wrongNumber('Must be a whole number') }).check(z.int('Must be a whole number'), z.positive('Must be a positive id'));

/** An optional id in a query string ('' counts as none); optional outside the pipe too, so typed queries may leave it out. */
export const optionalQueryId = z.optional(
  z.pipe(
    z.transform((value) => (value === '' ? undefined : value)),
    z.optional(z.coerce.number().check(z.int(), z.positive())),
  ),
);

/** A lookup page: like a grid page, but up to MAX_LOOKUP_PAGE_SIZE rows and that many by default. */
export const lookupPageQuerySchema = z.object({
  index: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_LOOKUP_PAGE_SIZE)), MAX_LOOKUP_PAGE_SIZE),
});
