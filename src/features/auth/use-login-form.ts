import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_MIN_LENGTH, TOAST_MS } from '../../domain/constants.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useClientConfig } from '../../lib/client-config.ts';
import { legacyAdminSignInUrl } from '../../lib/legacy-admin.ts';
import { toast } from '../../lib/toast.ts';
import { AUTH_NS } from './i18n.ts';
import { useSession } from './session-store.ts';

export type LoginField = 'username' | 'password';
type PerField<T> = Record<LoginField, T>;

const FIELDS: readonly LoginField[] = ['username', 'password'];

/** Opens the legacy admin panel signed in with the new token, when its address is configured. */
async function openLegacyAdmin(token: string): Promise<void> {
  const config = useClientConfig.getState().config ?? (await useClientConfig.getState().load());
  const url = legacyAdminSignInUrl(config?.legacyAdminUrl, token, window.location.origin);
  if (url) window.open(url, '_blank', 'noopener');
}

/** State and rules of the sign-in form (spec 000 §5); the page only renders what this returns. */
export function useLoginForm() {
  const { t } = useTranslation(AUTH_NS);
  const signIn = useSession((s) => s.signIn);
  const [values, setValues] = useState<PerField<string>>({ username: '', password: '' });
  const [touched, setTouched] = useState<PerField<boolean>>({ username: false, password: false });
  const [serverErrors, setServerErrors] = useState<Partial<PerField<string>>>({});
  const [submitting, setSubmitting] = useState(false);

  // The server trims the username, so spaces around it do not count towards the minimum.
  const tooShort = (field: LoginField) => (field === 'username' ? values.username.trim() : values.password).length < LOGIN_MIN_LENGTH;

  const errorOf = (field: LoginField): string | undefined =>
    serverErrors[field] ?? (touched[field] && tooShort(field) ? t('minLength') : undefined);

  const canSubmit = !submitting && !tooShort('username') && !tooShort('password');

  const change = (field: LoginField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A server error describes the old value; editing the field answers it.
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const blur = (field: LoginField) => setTouched((v) => ({ ...v, [field]: true }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    try {
      const reply = await signIn(values);
      await openLegacyAdmin(reply.token);
    } catch (error) {
      const fieldErrors: Partial<PerField<string>> = {};
      if (isApiError(error)) for (const field of FIELDS) fieldErrors[field] = error.fieldError(field);
      if (fieldErrors.username || fieldErrors.password) setServerErrors(fieldErrors);
      else toast.failure(error, TOAST_MS.login);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errorOf, canSubmit, submitting, change, blur, submit };
}
