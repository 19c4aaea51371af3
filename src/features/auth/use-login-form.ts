import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginFormSchema, type LoginForm } from '../../domain/auth/contracts.ts';
import { AUTH_MESSAGES } from '../../domain/auth/messages.ts';
import { LOGIN_MIN_LENGTH, TOAST_MS } from '../../domain/constants.ts';
import { useClientConfig } from '../../lib/client-config.ts';
import { legacyAdminSignInUrl } from '../../lib/legacy-admin.ts';
import { toast } from '../../lib/toast.ts';
import { AUTH_NS } from './i18n.ts';
import { setServerFieldErrors } from './server-field-errors.ts';
import { useSession } from './session-store.ts';

export type LoginField = keyof LoginForm;
const FIELDS: readonly LoginField[] = ['username', 'password'];

/** Opens the legacy admin panel signed in with the new token, when its address is configured. */
async function openLegacyAdmin(token: string): Promise<void> {
  const config = useClientConfig.getState().config ?? (await useClientConfig.getState().load());
  const url = legacyAdminSignInUrl(config?.legacyAdminUrl, token, window.location.origin);
  if (url) window.open(url, '_blank', 'noopener');
}

/**
 * The sign-in form (spec 000 §5) on react-hook-form over the domain's contract, without the office
 * kit (useEntityForm needs the query cache and asks before leaving, neither of which a sign-in wants).
 * Fields are checked once left, then as typed; Login stays disabled, saying why, until both pass;
 * the server's field errors go onto their fields, any other refusal is a 6 s toast (§8).
 */
export function useLoginForm() {
  const { t, i18n } = useTranslation(AUTH_NS);
  const signIn = useSession((s) => s.signIn);
  const form = useForm<LoginForm>({
    // zod/mini schemas are zod 4 core schemas, which the resolver reads directly.
    resolver: zodResolver(loginFormSchema as never) as never,
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control });
  const fields = {
    username: useController({ control: form.control, name: 'username' }).field,
    password: useController({ control: form.control, name: 'password' }).field,
  };
  const { isSubmitting, errors } = form.formState;

  const short = FIELDS.filter((field) => !loginFormSchema.shape[field].safeParse(values[field] ?? '').success);
  const labels = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(short.map((field) => t(field)));
  const hint = short.length > 0 ? t('loginHint', { fields: labels, min: LOGIN_MIN_LENGTH }) : undefined;

  const errorOf = (field: LoginField): string | undefined => {
    const message = errors[field]?.message;
    return message === AUTH_MESSAGES.minLength ? t('minLength') : message;
  };

  const submit = form.handleSubmit(async (credentials) => {
    try {
      const reply = await signIn(credentials);
      await openLegacyAdmin(reply.token);
    } catch (error) {
      if (!setServerFieldErrors(error, FIELDS, form.setError)) toast.failure(error, TOAST_MS.login);
    }
  });

  return { fields, errorOf, hint, canSubmit: !hint && !isSubmitting, submitting: isSubmitting, submit };
}
