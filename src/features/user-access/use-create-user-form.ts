import { useTranslation } from 'react-i18next';
import { createUserRequestSchema, type CreateUserRequest } from '../../domain/users/contracts.ts';
import { useEntityForm } from '../../lib/form/use-entity-form.ts';
import { USERS_RESOURCE } from '../../lib/lookups/user-lookup.ts';
import { createUser } from './api/create-user.ts';
import { USER_ACCESS_NS } from './i18n.ts';

const EMPTY: Required<CreateUserRequest> = {
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

/** Our words for a field the shared schema refuses (its own are the server's); the other fields can only be too long. */
const INVALID_KEYS: Record<string, string> = {
  employeeNo: 'invalid.employeeNo',
  email: 'invalid.email',
  password: 'invalid.password',
  firstName: 'invalid.firstName',
};

/** The Add New user drawer: checked with the server's own schema; a save lists the new user at once. */
export function useCreateUserForm(onCreated: () => void) {
  const { t } = useTranslation(USER_ACCESS_NS);
  return useEntityForm({
    schema: createUserRequestSchema,
    defaultValues: EMPTY,
    labelOf: (field) => t(`create.${field}`),
    messageOf: (field) => t(INVALID_KEYS[field] ?? 'invalid.tooLong'),
    save: createUser,
    invalidates: [USERS_RESOURCE],
    onSaved: onCreated,
  });
}
