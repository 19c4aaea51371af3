import { useState } from 'react';
import { resetPasswordRequestSchema } from '../../domain/users/contracts.ts';
import { isApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { resetPassword } from './api/reset-password.ts';

/** The reset password dialog: a new password the shared schema accepts, then the server's message as a toast. */
export function useResetPassword(userId: number, onDone: () => void) {
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const valid = resetPasswordRequestSchema.safeParse({ password }).success;

  const change = (value: string) => {
    setPassword(value);
    setServerError(undefined);
  };

  const submit = async () => {
    if (!valid || saving) return;
    setSaving(true);
    try {
      toast.success(await resetPassword(userId, password));
      onDone();
    } catch (error) {
      const onField = isApiError(error) ? error.fieldError('password') : undefined;
      if (onField) setServerError(onField);
      else toast.failure(error);
    } finally {
      setSaving(false);
    }
  };

  return {
    password,
    change,
    blur: () => setTouched(true),
    invalid: touched && !valid,
    serverError,
    saving,
    canSubmit: valid && !saving,
    submit,
  };
}
