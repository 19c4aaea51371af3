import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginFormSchema, type LoginForm } from '../../domain/auth/contracts.ts';
import { LOGIN_MIN_LENGTH, TOAST_MS } from '../../domain/constants.ts';
import { useClientConfig } from '../../lib/client-config.ts';
import { translateFieldError } from '../../lib/form/field-errors.ts';
import { legacyAdminSignInUrl } from '../../lib/legacy-admin.ts';
import { isApiError } from '../../lib/api-error.ts';
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

/** Counts down a wait the server asked for (a 429's retryAfter); the seconds left, 0 when none. */
function useWait(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === undefined) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) setUntil(undefined);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = (seconds: number) => {
    const time = Date.now();
    setNow(time);
    setUntil(time + seconds * 1000);
  };
  return [until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000)), start];
}

/**
 * The sign-in form (spec 000 §5) on react-hook-form over the domain's contract, without the office
 * kit (useEntityForm needs the query cache and asks before leaving, neither of which a sign-in wants).
 * Fields are checked once left, then as typed; Login stays disabled, saying why, until both pass;
 * the server's field errors go onto their fields, any other refusal is a 6 s toast (§8). When the
 * server asks to wait (too many failed attempts), Login stays disabled and the wait counts down.
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
  const { isSubmitting, errors } = form.formState;
  const [secondsLeft, waitFor] = useWait();

  // The server's refusal names both fields (it does not say which was wrong): editing either answers it.
  const withServerErrorsCleared = (field: ReturnType<typeof useController<LoginForm>>['field']) => ({
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      for (const name of FIELDS) if (form.getFieldState(name).error?.type === 'server') form.clearErrors(name);
      field.onChange(event);
    },
  });
  const fields = {
    username: withServerErrorsCleared(useController({ control: form.control, name: 'username' }).field),
    password: withServerErrorsCleared(useController({ control: form.control, name: 'password' }).field),
  };

  const short = FIELDS.filter((field) => !loginFormSchema.shape[field].safeParse(values[field] ?? '').success);
  const labels = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(short.map((field) => t(field)));
  const hint = short.length > 0 ? t('loginHint', { fields: labels, min: LOGIN_MIN_LENGTH }) : undefined;

  // The contract's rule and the server's refusal both travel as their key (server-field-errors.ts): said in the language now chosen.
  const errorOf = (field: LoginField): string | undefined => {
    const message = errors[field]?.message;
    return message === undefined ? undefined : translateFieldError(message);
  };

  const wait =
    secondsLeft === 0
      ? undefined
      : secondsLeft > 60
        ? t('waitMinutes', { count: Math.ceil(secondsLeft / 60) })
        : t('tryAgainIn', { count: secondsLeft });

  const submit = form.handleSubmit(async (credentials) => {
    try {
      const reply = await signIn(credentials);
      await openLegacyAdmin(reply.token);
    } catch (error) {
      if (isApiError(error) && error.httpStatus === 429 && error.retryAfter) waitFor(error.retryAfter);
      else if (!setServerFieldErrors(error, FIELDS, form.setError)) toast.failure(error, TOAST_MS.login);
    }
  });

  return { fields, errorOf, hint, wait, canSubmit: !hint && !wait && !isSubmitting, submitting: isSubmitting, submit };
}
