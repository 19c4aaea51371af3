import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import { isApiError } from '../api-error.ts';
import { queryKeys } from '../query/query-keys.ts';
import { toast } from '../toast.ts';
import { checkFieldsMessage, translateFieldError, whyNotSendable } from './field-errors.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

export interface EntityFormOptions<V extends FieldValues, Out, Reply extends { message: string } = { message: string }> {
  /** The form's values checked by the contract the server uses (see formSchemaOf in src/domain/fields.ts). */
  schema: z.ZodMiniType<Out, V>;
  defaultValues: DefaultValues<V>;
  /** The record's values once they have loaded, for a form opened before its record arrived; they become the clean state. */
  values?: V;
  /** A field's label as the form shows it: errors and toasts name fields by it. */
  labelOf: (field: string) => string;
  /** The form's own words for a field its contract refuses, where the contract's words are not the shared builders'; the server's words are kept. */
  messageOf?: (field: string) => string | undefined;
  /** Sends the checked values; resolves to the server's reply, whose message is the success toast. */
  save: (values: Out) => Promise<Reply>;
  /** The resources the save changes ('states'): their grids and pick lists load again. */
  invalidates?: readonly string[];
  /** How long the toasts stay: the spec's time for the screen (e.g. STATE_SETTINGS_TOAST_MS), else the default. */
  toastMs?: number;
  /** After a save and its invalidations, with the server's reply (e.g. the new record). */
  onSaved?: (reply: Reply) => void;
  /** Checks each field as it is typed and keeps Save disabled while the contract refuses the values; `disabledReason` says why. */
  checkAsTyped?: boolean;
  /** This contract's own error words in the user's language, where the shared ones (field-errors.ts) do not know them. */
  translateError?: (message: string) => string | undefined;
}

/**
 * A drawer or dialog form on react-hook-form: client checks from the contract, the server's field
 * errors on their fields, the toasts, the saving state, cache invalidation after a save and the
 * 'leave with unsaved changes?' question. Field components in src/components/form/ bind to it.
 */
export function useEntityForm<V extends FieldValues, Out, Reply extends { message: string } = { message: string }>(
  options: EntityFormOptions<V, Out, Reply>,
) {
  const { schema, defaultValues, values, labelOf, messageOf, save, invalidates = [], toastMs, onSaved } = options;
  const { checkAsTyped = false, translateError } = options;
  const queryClient = useQueryClient();
  const methods = useForm<V, unknown, Out>({
    // zod/mini schemas are zod 4 core schemas, which the resolver reads directly.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    values,
    mode: checkAsTyped ? 'onChange' : 'onSubmit',
  });
  const { formState, setError, handleSubmit } = methods;
  const guard = useLeaveGuard(formState.isDirty && !formState.isSubmitSuccessful);
  const translate = (message: string) => translateError?.(message) ?? translateFieldError(message);
  const watched = useWatch({ control: methods.control, disabled: !checkAsTyped }) as Record<string, unknown>;

  const send = async (checked: Out) => {
    try {
      const reply = await save(checked);
      toast.success(reply.message, toastMs);
      await Promise.all(invalidates.map((resource) => queryClient.invalidateQueries({ queryKey: queryKeys.all(resource) })));
      onSaved?.(reply);
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : [];
      for (const { field, message } of fieldErrors) setError(field as Path<V>, { type: 'server', message });
      // A 400 lists fields in the server's words ('countryName: Required; …'): named by their labels instead.
      if (isApiError(error) && error.httpStatus === 400 && fieldErrors.length > 0)
        toast.error(
          checkFieldsMessage(
            fieldErrors.map((e) => e.field),
            labelOf,
          ),
          toastMs,
        );
      else toast.failure(error, toastMs);
      // Marks the submit as failed, so the unsaved-changes guard stays on.
      throw error;
    }
  };
  const invalid = (errors: FieldErrors<V>) => toast.error(checkFieldsMessage(Object.keys(errors), labelOf), toastMs);

  return {
    methods,
    control: methods.control,
    labelOf,
    dirty: formState.isDirty,
    saving: formState.isSubmitting,
    /** Checks, then sends; never rejects (failures are toasts and field errors). */
    submit: () => handleSubmit(send, invalid)().catch(() => undefined),
    /** The field's error in the user's language, if any. */
    errorOf: (field: Path<V>): string | undefined => {
      const error = methods.getFieldState(field, formState).error;
      if (!error?.message) return undefined;
      return (error.type !== 'server' && messageOf?.(field)) || translate(error.message);
    },
    guard,
    /** Why Save cannot be pressed yet (with `checkAsTyped`), for the drawer to show beside it. */
    disabledReason: checkAsTyped ? whyNotSendable(schema as z.ZodMiniType, watched, labelOf, translate) : undefined,
  };
}

export type EntityForm<V extends FieldValues> = ReturnType<typeof useEntityForm<V, unknown>>;
