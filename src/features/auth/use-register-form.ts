import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { registerRequestSchema, type RegisterRequest } from '../../domain/auth/contracts.ts';
import { TOAST_MS } from '../../domain/constants.ts';
import { translateFieldError, whyNotSendable } from '../../lib/form/field-errors.ts';
import { toast } from '../../lib/toast.ts';
import { register } from './api/register.ts';
import { REGISTER_NS } from './register-i18n.ts';
import { setServerFieldErrors } from './server-field-errors.ts';

export const REGISTER_FIELDS = ['employeeNo', 'email', 'password', 'firstName', 'lastName', 'designation', 'company'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
const REQUIRED: readonly RegisterField[] = ['employeeNo', 'email', 'password', 'firstName'];

const empty = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, ''])) as Record<RegisterField, string>;

/**
 * Self-registration (spec 000 §7 "Register") on react-hook-form over the server's contract: fields are
 * checked once left, Register stays disabled, saying why, until the contract takes them; the server's
 * errors go onto their fields.
 */
export function useRegisterForm() {
  const { t } = useTranslation(REGISTER_NS);
  const navigate = useNavigate();
  const form = useForm<Record<RegisterField, string>>({
    // zod/mini schemas are zod 4 core schemas, which the resolver reads directly.
    resolver: zodResolver(registerRequestSchema as never) as never,
    defaultValues: empty,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control });
  const labelOf = (field: string) => t(`fields.${field}`);
  const hint = whyNotSendable(registerRequestSchema, values, labelOf);

  const submit = form.handleSubmit(async (body) => {
    try {
      const message = await register(body satisfies RegisterRequest);
      toast.success(message, TOAST_MS.login);
      navigate('/login', { replace: true });
    } catch (error) {
      setServerFieldErrors(error, REGISTER_FIELDS, form.setError);
      toast.failure(error, TOAST_MS.login);
    }
  });

  return {
    control: form.control,
    errorOf: (field: RegisterField) => {
      const message = form.formState.errors[field]?.message;
      return message === undefined ? undefined : translateFieldError(message);
    },
    submit,
    hint,
    canSubmit: !hint && !form.formState.isSubmitting,
    submitting: form.formState.isSubmitting,
    required: REQUIRED,
  };
}
