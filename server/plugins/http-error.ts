import type { StaleConflict } from '../../src/domain/envelope.ts';
import type { Msg } from '../../src/domain/words/words.ts';
import { say } from './words.ts';

/** A message of a catalogue, or (until its module has one) a plain text. */
export type Words = Msg | string;

/** A problem with one field of the request, named by the contract's field; its label is added when sent. */
export interface FieldProblem {
  field: string;
  message: Words;
}

/** An error whose status and message are safe to show the client (4xx, or a deliberate 5xx). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** What the reply says, made in the reader's language when sent. */
    readonly words: Words,
    readonly errors?: FieldProblem[],
    /** Seconds until the request may be tried again: a 429's Retry-After. */
    readonly retryAfter?: number,
    /** On a 409 for a stale save: who saved since, and the record as it now is. */
    readonly stale?: StaleConflict,
  ) {
    // In English for the log; the reply is made in the reader's language when sent.
    super(words === FIELD_PROBLEMS ? (errors ?? []).map((e) => `${e.field}: ${say(e.message, 'en')}`).join('; ') : say(words, 'en'));
    this.name = 'HttpError';
  }
}

/** The message of a refusal that is its field problems, each named by its label when sent. */
export const FIELD_PROBLEMS: Msg = { key: 'fields:problems' };

/** A 400 (or `status`) for fields of the request: 'Country Code: Required', with each problem under its field. */
export const badFields = (problems: FieldProblem[], status = 400) => new HttpError(status, FIELD_PROBLEMS, problems);

/** A 400 for one field of the request. */
export const badField = (field: string, message: Words, status = 400) => badFields([{ field, message }], status);

export const conflict = (words: Words, errors?: FieldProblem[]) => new HttpError(409, words, errors);

/** A 409 for a save or delete based on an older revision than the one stored. */
export const staleConflict = (words: Words, stale: StaleConflict) =>
  new HttpError(409, words, [{ field: 'revision', message: words }], undefined, stale);
