import { useTranslation } from 'react-i18next';
import { newPasswordRequestSchema, type AdminUser } from '../../domain/users/contracts.ts';
import { useEntityForm } from '../../lib/form/use-entity-form.ts';
import { USERS_RESOURCE } from '../../lib/lookups/user-lookup.ts';
import { resetPassword } from './api/reset-password.ts';
import { USER_ACCESS_NS } from './i18n.ts';
import { userName } from './user-name.ts';

/**
 * The reset password dialog: a new password the shared schema accepts, sent for the user as listed
 * (its revision), then the server's message as a toast. When someone changed the user since, the
 * 409 says who, and the dialog offers to set the password anyway (over their change).
 */
export function useResetPassword(user: AdminUser, onDone: () => void) {
  const { t } = useTranslation(USER_ACCESS_NS);
  return useEntityForm({
    schema: newPasswordRequestSchema,
    defaultValues: { password: '' },
    labelOf: () => t('reset.password'),
    messageOf: () => t('invalid.password'),
    save: (body, revision) => resetPassword(user.id, body, revision ?? user.revision),
    tracked: { entity: 'user', id: user.id, revision: user.revision, name: userName(user), valuesOf: (_current, typed) => typed },
    invalidates: [USERS_RESOURCE],
    onSaved: onDone,
  });
}
