import type { FieldError, StaleConflict } from '../../src/domain/envelope.ts';

/** An error whose status and message are safe to show the client (4xx, or a deliberate 5xx). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Seconds until the request may be tried again: a 429's Retry-After. */
    readonly retryAfter?: number,
    /** On a 409 for a stale save: who saved since, and the record as it now is. */
    readonly stale?: StaleConflict,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors);

/** A 409 for a save or delete based on an older revision than the one stored. */
export const staleConflict = (message: string, stale: StaleConflict) =>
  new HttpError(409, message, [{ field: 'revision', message }], undefined, stale);
