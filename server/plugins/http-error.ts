import type { FieldError } from '../../src/domain/envelope.ts';

/** An error whose status and message are safe to show the client (4xx, or a deliberate 5xx). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Seconds until the request may be tried again: a 429's Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors);
