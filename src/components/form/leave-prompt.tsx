import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { EntityForm } from '../../lib/form/use-entity-form.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';

/**
 * 'Leave with unsaved changes?': shown when a dirty form is closed or its page is left; a dialog form
 * renders it too, and so does a screen that keeps its own edits with `useLeaveGuard` (`form={{ guard }}`).
 */
export function LeavePrompt<V extends FieldValues>({ form }: { form: Pick<EntityForm<V>, 'guard'> }) {
  const { t } = useTranslation(KIT_NS);
  return (
    <ConfirmDialog
      open={form.guard.asking}
      title={t('form.leaveTitle')}
      text={t('form.leaveText')}
      confirmLabel={t('form.leave')}
      cancelLabel={t('form.stay')}
      onConfirm={form.guard.leave}
      onClose={form.guard.stay}
      danger
    />
  );
}
