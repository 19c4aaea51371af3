import { z } from 'zod/mini';
import { MAX_LOOKUP_PAGE_SIZE } from './constants.ts';
import { textOf } from './words/field-problem.ts';
import { F } from './words/field-messages.ts';

// The rules' words are keys of the field words (src/domain/words/field-words.ts), made in the
// reader's language where they are shown: by the form, or by the server's reply.
const REQUIRED = textOf(F('required'));
const WHOLE = textOf(F('wholeNumber'));
const POSITIVE_ID = textOf(F('positiveId'));

/** Area and state status codes (spec 000 §9): Active 'a', Inactive 'i'. */
export const RECORD_STATUSES = ['a', 'i'] as const;
export const recordStatusSchema = z.enum(RECORD_STATUSES, {
  error: (issue) => (issue.input === undefined ? undefined : textOf(F('status'))),
});
export type RecordStatus = z.infer<typeof recordStatusSchema>;

// A schema's own error words for a value of the wrong type; a missing value keeps the global 'Required'.
const wrongType = (words: string) => (issue: { code?: string; input?: unknown }) =>
  issue.code === 'invalid_type' && issue.input !== undefined ? words : undefined;

// For numbers and ids, null (what an emptied numeric input sends) is missing as well.
const wrongNumber = (words: string) => (issue: { code?: string; input?: unknown }) =>
  issue.code === 'invalid_type' && issue.input === null ? REQUIRED : wrongType(words)(issue);

/** The largest value of a PostgreSQL integer column: every id and stored whole number fits in it. */
export const PG_INT_MAX = 2_147_483_647;

/** Words for a text PostgreSQL cannot store: a NUL, or half of a UTF-16 surrogate pair. */
export const UNSTORABLE_TEXT = textOf(F('storable'));
/** A NUL or either half of a surrogate pair: where `unstorableAt` looks closer. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const SUSPECT = /[\u0000\ud800-\udfff]/g;

/**
 * Where `text` holds a NUL or half of a surrogate pair, or -1. The regex skips plain text at
 * native speed (a 1 MB upload is checked on the server's thread); each pair is then checked here,
 * as older Safari has no regex lookbehind.
 */
function unstorableAt(text: string, from = 0): number {
  SUSPECT.lastIndex = from;
  for (let found = SUSPECT.exec(text); found; found = SUSPECT.exec(text)) {
    const at = found.index;
    const c = text.charCodeAt(at);
    if (c === 0) return at;
    const next = text.charCodeAt(at + 1);
    if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return at;
    SUSPECT.lastIndex = at + 2; // a whole pair
  }
  return -1;
}

/** True when `text` holds a character no text or jsonb column takes (PostgreSQL 22021, 22P05). */
export const isUnstorableText = (text: string): boolean => unstorableAt(text) >= 0;

/** `text` with each such character replaced by U+FFFD, e.g. to name a field in a reply. */
export function storableText(text: string): string {
  let out = text;
  for (let at = unstorableAt(out); at >= 0; at = unstorableAt(out, at + 1)) out = `${out.slice(0, at)}\ufffd${out.slice(at + 1)}`;
  return out;
}

const text = () => z.string({ error: wrongType(textOf(F('text'))) }).check(z.refine((value) => !isUnstorableText(value), UNSTORABLE_TEXT));

/** A required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  text().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, textOf(F('atMost', { max }))));

/** An optional text: trimmed, '' when left out. */
export const optionalText = (max: number) => z._default(text().check(z.trim(), z.maxLength(max, textOf(F('atMost', { max })))), '');

/** An HS code: 6 to 12 digits (the harmonised system's six, with a country's extension). */
export const HS_CODE_PATTERN = /^\d{6,12}$/;
const HS_CODE_RULE = textOf(F('digits', { min: 6, max: 12 }));

/** An HS code, required (an order item's). */
export const hsCodeText = () => text().check(z.trim(), z.minLength(1, REQUIRED), z.regex(HS_CODE_PATTERN, HS_CODE_RULE));

/** An HS code or '' for none (a stock item's: the order's HS code step asks for it when missing). */
export const optionalHsCodeText = () =>
  z._default(
    text().check(
      z.trim(),
      z.refine((code) => code === '' || HS_CODE_PATTERN.test(code), HS_CODE_RULE),
    ),
    '',
  );

/** A code: trimmed, upper-cased, matching `pattern` (described by `rule` when it does not). */
export const codeText = (pattern: RegExp, rule: string) =>
  z.pipe(
    text().check(z.trim(), z.minLength(1, REQUIRED), z.regex(pattern, rule)),
    z.transform((code) => code.toUpperCase()),
  );

/** A number sent as a JSON number (never a string), within [min, max]. */
export const numberIn = (min: number, max: number, { integer = false } = {}) => {
  const base = z.number({ error: wrongNumber(integer ? WHOLE : textOf(F('number'))) });
  const checked = integer ? base.check(z.int(WHOLE)) : base;
  return checked.check(z.minimum(min, textOf(F('between', { min, max }))), z.maximum(max, textOf(F('between', { min, max }))));
};

export const flag = () => z.boolean({ error: wrongType(textOf(F('trueFalse'))) });

/** A record id in a body or query: positive and within the integer column that holds it. */
export const idField = () =>
  z.number({ error: wrongNumber(WHOLE) }).check(z.int(WHOLE), z.positive(POSITIVE_ID), z.maximum(PG_INT_MAX, POSITIVE_ID));

/**
 * A whole number in [min, max] as a query string or path holds it (decimal digits) or as a JSON
 * number. Unlike z.coerce.number, null, [], true or '' are not read as 0 or 1: they are refused.
 */
export const wholeNumberIn = (min: number, max: number) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\s*[-+]?\d{1,16}\s*$/, WHOLE))], {
      error: (issue) => (issue.input == null ? REQUIRED : WHOLE),
    }),
    z.pipe(z.transform(Number), numberIn(min, max, { integer: true })),
  );

/** An optional id in a query string ('' counts as none); optional outside the pipe too, so typed queries may leave it out. */
export const optionalQueryId = z.optional(
  z.pipe(
    z.transform((value) => (value === '' ? undefined : value)),
    z.optional(wholeNumberIn(1, PG_INT_MAX)),
  ),
);

/** The 1-based page of a paged call: bounded, so that no offset reaches SQL out of range. */
export const pageIndex = () => z._default(wholeNumberIn(1, 1_000_000), 1);

/** A lookup page: like a grid page, but up to MAX_LOOKUP_PAGE_SIZE rows and that many by default. */
export const lookupPageQuerySchema = z.object({
  index: pageIndex(),
  pageSize: z._default(wholeNumberIn(1, MAX_LOOKUP_PAGE_SIZE), MAX_LOOKUP_PAGE_SIZE),
});

/** A number as a form's input holds it (text): '' is missing, other text is read as a number, then `schema` checks it. */
export const numberFromText = <T>(schema: z.ZodMiniType<T>) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text) => (text.trim() === '' ? null : Number(text))),
    ),
    schema as z.ZodMiniType<T, number | null>,
  );

/**
 * A body contract as a form holds it: `numbers` are typed as text and read before the same checks,
 * with the same messages, as the server's; `choices` (ids picked from a list) may be null until
 * chosen, which the contract already refuses as 'Required'. A form's checks are the contract's.
 */
export function formSchemaOf<
  Shape extends z.core.$ZodShape,
  K extends keyof Shape & string = never,
  C extends keyof Shape & string = never,
>(schema: z.ZodMiniObject<Shape>, { numbers = [] }: { numbers?: readonly K[]; choices?: readonly C[] }) {
  // `choices` change only the input type: the contract's own check refuses null already.
  const asText = Object.fromEntries(numbers.map((field) => [field, numberFromText(schema.shape[field] as z.ZodMiniType)]));
  type Choice<F extends C> = z.ZodMiniType<z.output<Shape[F]>, z.input<Shape[F]> | null>;
  return z.extend(schema, asText as { [F in K]: ReturnType<typeof numberFromText<z.output<Shape[F]>>> } & { [F in C]: Choice<F> });
}

/** A record's values for a form built by formSchemaOf: its `numbers` as the text an input holds. */
export function numbersAsText<R extends object, const K extends keyof R & string>(record: R, numbers: readonly K[]) {
  const texts = Object.fromEntries(numbers.map((field) => [field, String(record[field])]));
  return { ...record, ...texts } as Omit<R, K> & Record<K, string>;
}
