import i18next from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { textOf } from '../../domain/words/field-problem.ts';
import { isApiError } from '../../lib/api-error.ts';

/**
 * Writes the server's errors on `fields` onto those fields; true when it named any of them. An error
 * whose words this client holds (the sign-in words, the field rules) is kept as its key, so the form
 * says it in the language chosen now (translateFieldError); any other keeps the server's text.
 */
export function setServerFieldErrors<V extends FieldValues>(
  error: unknown,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
): boolean {
  const named = isApiError(error) ? error.fieldErrors.filter((e) => (fields as readonly string[]).includes(e.field)) : [];
  for (const { field, message, key, params } of named) {
    // A count would come back as text, which picks no plural form: such a problem keeps the server's text.
    const said = key && i18next.exists(key) && params?.count === undefined ? textOf({ key, params }) : message;
    setError(field as Path<V>, { type: 'server', message: said });
  }
  return named.length > 0;
}
