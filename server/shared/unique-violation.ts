import { conflict, type HttpError, type Words } from '../plugins/http-error.ts';

/** True for PostgreSQL's unique_violation: two writes raced for the same key and the index decided. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

/** A 409 whose message also marks the field the client shows it on. */
export const fieldConflict = (field: string, message: Words): HttpError => conflict(message, [{ field, message }]);

/**
 * Runs a write that a unique index may refuse. The services check for a duplicate first, so this
 * only answers the rare race, with the same 409 the check gives.
 */
export async function uniqueOrConflict<T>(write: () => Promise<T>, field: string, message: Words): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldConflict(field, message);
    throw error;
  }
}
