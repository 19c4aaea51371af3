import { useTranslation } from 'react-i18next';
import { resetPasswordRequestSchema } from '../../domain/users/contracts.ts';
import { useEntityForm } from '../../lib/form/use-entity-form.ts';
import { resetPassword } from './api/reset-password.ts';
import { USER_ACCESS_NS } from './i18n.ts';

/** The reset password dialog: a new password the shared schema accepts, then the server's message as a toast. */
export function useResetPassword(userId: number, onDone: () => void) {
  const { t } = useTranslation(USER_ACCESS_NS);
  return useEntityForm({
    schema: resetPasswordRequestSchema,
    defaultValues: { password: '' },
    labelOf: () => t('reset.password'),
    messageOf: () => t('invalid.password'),
    save: (body) => resetPassword(userId, body),
    onSaved: onDone,
  });
}
