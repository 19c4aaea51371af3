import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerAccountRequestSchema, type AuthAccountQr, type RegisterAccountRequest } from '../../domain/auth-accounts/contracts.ts';
import { isApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { registerAccount } from './api/register-account.ts';
import { fieldErrorKey } from './field-error.ts';
import { MANAGE_AUTH_NS } from './i18n.ts';

export type AccountField = keyof RegisterAccountRequest;
const EMPTY: RegisterAccountRequest = { issuer: '', accountCode: '' };

/**
 * 'Add Account': issuer and account code are both required (spec 000 §5), checked with the
 * server's own schema; Save stays disabled until they pass. The server's message is the success
 * toast; a refusal is an error toast, and written onto the field it names.
 */
export function useAddAccountForm(onCreated: (account: AuthAccountQr) => void) {
  const { t } = useTranslation(MANAGE_AUTH_NS);
  const [values, setValues] = useState<RegisterAccountRequest>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<AccountField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [saving, setSaving] = useState(false);

  const problems = useMemo(() => {
    const result = registerAccountRequestSchema.safeParse(values);
    const found = new Map<string, ReturnType<typeof fieldErrorKey>>();
    if (!result.success)
      for (const issue of result.error.issues)
        if (!found.has(String(issue.path[0]))) found.set(String(issue.path[0]), fieldErrorKey(issue));
    return found;
  }, [values]);

  const errorOf = (field: AccountField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const problem = touched[field] ? problems.get(field) : undefined;
    return problem ? t(problem.key, problem.values) : undefined;
  };

  const change = (field: AccountField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // The server's complaint was about the old value.
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const blur = (field: AccountField) => setTouched((v) => ({ ...v, [field]: true }));

  const submit = async () => {
    if (problems.size > 0 || saving) return;
    setSaving(true);
    try {
      const { data, message } = await registerAccount(values);
      toast.success(message);
      onCreated(data);
    } catch (error) {
      toast.failure(error);
      const onFields = isApiError(error) ? error.fieldErrors.filter((e) => e.field in EMPTY) : [];
      if (onFields.length > 0) setServerErrors(Object.fromEntries(onFields.map((e) => [e.field, e.message])));
    } finally {
      setSaving(false);
    }
  };

  return { values, change, blur, errorOf, submit, saving, canSubmit: problems.size === 0 && !saving };
}
