import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerRequestSchema, type RegisterRequest } from '../../domain/auth/contracts.ts';
import { isApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { TOAST_MS } from '../../domain/constants.ts';
import { register } from './api/register.ts';

export const REGISTER_FIELDS = ['employeeNo', 'email', 'password', 'firstName', 'lastName', 'designation', 'company'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
const REQUIRED: readonly RegisterField[] = ['employeeNo', 'email', 'password', 'firstName'];

const empty = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, ''])) as Record<RegisterField, string>;

/** Self-registration (spec 000 §7 "Register"): the same schema as the server, errors on their fields. */
export function useRegisterForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const change = (field: RegisterField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const canSubmit = !submitting && REQUIRED.every((f) => values[f].trim() !== '');

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    const parsed = registerRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setSubmitting(true);
    try {
      const message = await register(parsed.data satisfies RegisterRequest);
      toast.success(message, TOAST_MS.login);
      navigate('/login', { replace: true });
    } catch (error) {
      const fieldErrors = isApiError(error) ? Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])) : {};
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
      toast.failure(error, TOAST_MS.login);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, change, submit, canSubmit, submitting, required: REQUIRED };
}
