import type { FieldError, StaleConflict } from '../domain/envelope.ts';

/** A failed call: the server's message, its field errors and, when there was a reply, the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly httpStatus: number | undefined;
  readonly fieldErrors: FieldError[];
  readonly requestId: string | undefined;
  /** On a 429: the seconds the server asks to wait before trying again. */
  readonly retryAfter: number | undefined;
  /** On a 409 for a stale save: who saved since, when, and the record as it now is. */
  readonly stale: StaleConflict | undefined;

  constructor(
    message: string,
    options: {
      httpStatus?: number;
      fieldErrors?: FieldError[];
      requestId?: string;
      retryAfter?: number;
      stale?: StaleConflict;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.httpStatus = options.httpStatus;
    this.fieldErrors = options.fieldErrors ?? [];
    this.requestId = options.requestId;
    this.retryAfter = options.retryAfter;
    this.stale = options.stale;
  }

  /** The server's message for one form field, if it named that field. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors.find((e) => e.field === field)?.message;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
