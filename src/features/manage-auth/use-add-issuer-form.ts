import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issuerNameSchema } from '../../domain/auth-accounts/contracts.ts';
import { isApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { addIssuer } from './api/add-issuer.ts';
import { fieldErrorKey } from './field-error.ts';
import { MANAGE_AUTH_NS } from './i18n.ts';

/** The Add Issuer dialog: one name, checked with the server's schema; a taken name is written onto the field. */
export function useAddIssuerForm(onAdded: () => void) {
  const { t } = useTranslation(MANAGE_AUTH_NS);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const parsed = issuerNameSchema.safeParse(name);
  const problem = parsed.success ? undefined : fieldErrorKey(parsed.error.issues[0]!);
  const error = serverError ?? (touched && problem ? t(problem.key, problem.values) : undefined);

  const submit = async () => {
    if (problem || saving) return;
    setSaving(true);
    try {
      const { message } = await addIssuer({ name });
      toast.success(message);
      onAdded();
    } catch (failure) {
      toast.failure(failure);
      if (isApiError(failure)) setServerError(failure.fieldError('name'));
    } finally {
      setSaving(false);
    }
  };

  return {
    name,
    change: (value: string) => {
      setName(value);
      setServerError(undefined);
    },
    blur: () => setTouched(true),
    error,
    submit,
    saving,
    canSubmit: !problem && !saving,
  };
}
