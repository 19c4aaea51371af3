import { useState } from 'react';
import { isApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';

interface SaveFormOptions<V> {
  initial: V;
  /** Sends the values; resolves to the server's message. */
  save: (values: V) => Promise<string>;
  onSaved: () => void;
  /** How long the toasts stay; the default toast time unless the screen names another. */
  toastMs?: number;
}

/**
 * The add/edit drawers of the reference screens. They check nothing themselves (spec 000 §5, 002 §5):
 * the server does, and its message shows as a toast (spec 000 §8) with its field errors on the fields.
 */
export function useSaveForm<V extends object>({ initial, save, onSaved, toastMs }: SaveFormOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);

  /** Sets fields; the server's complaints about them were about the old values. */
  const change = (patch: Partial<V>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors((errors) => ({ ...errors, ...Object.fromEntries(Object.keys(patch).map((field) => [field, undefined])) }));
  };

  const submit = async () => {
    if (saving) return;
    setSaving(true);
    try {
      toast.success(await save(values), toastMs);
      onSaved();
    } catch (error) {
      toast.failure(error, toastMs);
      if (isApiError(error)) setServerErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
    } finally {
      setSaving(false);
    }
  };

  return { values, change, errorOf: (field: keyof V & string) => serverErrors[field], submit, saving };
}

export type SaveForm<V extends object> = ReturnType<typeof useSaveForm<V>>;
