import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { StaleConflict } from '../../domain/envelope.ts';
import type { EntityName } from '../../domain/history/entities.ts';
import { isApiError } from '../api-error.ts';
import { offerUndo } from '../history/offer-undo.ts';
import { queryKeys } from '../query/query-keys.ts';
import { toast } from '../toast.ts';
import { checkFieldsMessage, translateFieldError, whyNotSendable } from './field-errors.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

/**
 * A form over a record the change log tracks: its saves carry the revision read, a stale one is
 * shown beside the user's values with Reload and Overwrite, the drawer offers History, and the
 * success toast offers Undo. A new record has no id or revision yet.
 */
export interface TrackedRecord<V> {
  entity: EntityName;
  id: number | null;
  revision: number | null;
  /** The form's values for the record as another user left it (Reload); `typed` is what the form holds now. */
  valuesOf: (current: Record<string, unknown>, typed: V) => V;
  /** The record's name in the History title ('United Arab Emirates'). */
  name?: string;
}

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
  /** Sends the checked values (with the revision read, for a tracked record); resolves to the server's reply, whose message is the success toast. */
  save: (values: Out, revision: number | null) => Promise<Reply>;
  /** The record the form edits, when the change log tracks it: no silent overwrite, History, Undo. */
  tracked?: TrackedRecord<V>;
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
  const { checkAsTyped = false, translateError, tracked } = options;
  const queryClient = useQueryClient();
  // The revision the next save is based on: the record's, or the newer one the user chose to overwrite.
  const revision = useRef<number | null>(tracked?.revision ?? null);
  const [stale, setStale] = useState<StaleConflict | null>(null);
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
      const reply = await save(checked, revision.current);
      setStale(null);
      const saved = (reply as { data?: { revision?: unknown; id?: unknown; Id?: unknown } }).data;
      if (typeof saved?.revision === 'number') revision.current = saved.revision;
      // An edit offers Undo; a new record keeps the screen's own toast (deleting it is the way back).
      if (tracked?.id != null && typeof saved?.revision === 'number')
        offerUndo(reply.message, { entity: tracked.entity, id: tracked.id, revision: saved.revision }, queryClient, invalidates);
      else toast.success(reply.message, toastMs);
      await Promise.all(invalidates.map((resource) => queryClient.invalidateQueries({ queryKey: queryKeys.all(resource) })));
      if (tracked) await queryClient.invalidateQueries({ queryKey: ['history', tracked.entity] });
      onSaved?.(reply);
    } catch (error) {
      if (isApiError(error) && error.stale) {
        // Someone saved since the form was read: nothing was changed, and what the user typed stays.
        setStale(error.stale);
        toast.error(error.message, toastMs);
        throw error;
      }
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
    tracked,
    /** The newer save that refused this one (409): who, when and their values, until Reload or Overwrite. */
    stale,
    /** Takes the other person's record into the form; the next save is based on it. */
    reload: () => {
      if (!stale || !tracked) return;
      revision.current = stale.revision;
      if (stale.current) methods.reset(tracked.valuesOf(stale.current, methods.getValues()) as never);
      setStale(null);
    },
    /** Saves the user's values over the other person's change, through its revision. */
    overwrite: () => {
      if (!stale) return;
      revision.current = stale.revision;
      setStale(null);
      return handleSubmit(send, invalid)().catch(() => undefined);
    },
    /** Why Save cannot be pressed yet (with `checkAsTyped`), for the drawer to show beside it. */
    disabledReason: checkAsTyped ? whyNotSendable(schema as z.ZodMiniType, watched, labelOf, translate) : undefined,
  };
}

export type EntityForm<V extends FieldValues> = ReturnType<typeof useEntityForm<V, unknown>>;
