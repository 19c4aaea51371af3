import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createUserRequestSchema, type CreateUserRequest } from '../../domain/users/contracts.ts';
import { isApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { createUser } from './api/create-user.ts';
import { USER_ACCESS_NS } from './i18n.ts';

export type CreateUserValues = Required<CreateUserRequest>;
export type CreateUserField = keyof CreateUserValues;

const EMPTY: CreateUserValues = {
  employeeNo: '',
  email: '',
  firstName: '',
  lastName: '',
  designation: '',
  company: '',
  password: '',
  isAdmin: false,
  enabled: true,
};

/** Our words for a field the shared schema refuses; the other fields can only be too long. */
const INVALID_KEYS: Partial<Record<CreateUserField, string>> = {
  employeeNo: 'invalid.employeeNo',
  email: 'invalid.email',
  password: 'invalid.password',
  firstName: 'invalid.firstName',
};

/** The Add New user drawer: checked with the server's own schema, server field errors written onto the fields. */
export function useCreateUserForm(onCreated: () => void) {
  const { t } = useTranslation(USER_ACCESS_NS);
  const [values, setValues] = useState<CreateUserValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<CreateUserField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<CreateUserField, string>>>({});
  const [saving, setSaving] = useState(false);

  const invalid = useMemo(() => {
    const result = createUserRequestSchema.safeParse(values);
    return new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
  }, [values]);

  const errorOf = (field: CreateUserField): string | undefined =>
    serverErrors[field] ?? (touched[field] && invalid.has(field) ? t(INVALID_KEYS[field] ?? 'invalid.tooLong') : undefined);

  const change = <K extends CreateUserField>(field: K, value: CreateUserValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    // The server's complaint was about the old value.
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const blur = (field: CreateUserField) => setTouched((v) => ({ ...v, [field]: true }));

  const submit = async () => {
    if (invalid.size > 0 || saving) return;
    setSaving(true);
    try {
      const { message } = await createUser(values);
      toast.success(message);
      onCreated();
    } catch (error) {
      const onFields = isApiError(error) ? error.fieldErrors.filter((e) => e.field in EMPTY) : [];
      if (onFields.length > 0) setServerErrors(Object.fromEntries(onFields.map((e) => [e.field, e.message])));
      else toast.failure(error);
    } finally {
      setSaving(false);
    }
  };

  return { values, change, blur, errorOf, submit, saving, canSubmit: invalid.size === 0 && !saving };
}
