import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-error.ts';

/** Writes the server's errors on `fields` onto those fields; true when it named any of them. */
export function setServerFieldErrors<V extends FieldValues>(
  error: unknown,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
): boolean {
  const named = isApiError(error) ? error.fieldErrors.filter((e) => (fields as readonly string[]).includes(e.field)) : [];
  for (const { field, message } of named) setError(field as Path<V>, { type: 'server', message });
  return named.length > 0;
}
