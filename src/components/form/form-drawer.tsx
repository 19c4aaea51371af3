import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { EntityForm } from '../../lib/form/use-entity-form.ts';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { SideDrawer } from '../side-drawer.tsx';
import { LeavePrompt } from './leave-prompt.tsx';

interface FormDrawerProps<V extends FieldValues> {
  form: EntityForm<V>;
  title: string;
  /** Editing a record: the button reads 'Update & Save', else 'Save' (spec 000 §2). */
  editing: boolean;
  onClose: () => void;
  /** Why Save cannot be pressed, shown beside it; Save is enabled when absent. The form's own reason by default. */
  disabledReason?: string;
  children: ReactNode;
}

/** An add/edit drawer over a kit form: a short list of Form* fields, and closing a dirty form asks first. */
export function FormDrawer<V extends FieldValues>({ form, title, editing, onClose, disabledReason, children }: FormDrawerProps<V>) {
  const { t } = useTranslation(COMMON_NS);
  const reason = disabledReason ?? form.disabledReason;
  return (
    <>
      <SideDrawer
        open
        title={title}
        onClose={() => form.guard.requestClose(onClose)}
        onSubmit={() => void form.submit()}
        submitLabel={editing ? t('updateAndSave') : t('save')}
        submitDisabled={Boolean(reason)}
        submitHint={reason}
        saving={form.saving}
      >
        {children}
      </SideDrawer>
      <LeavePrompt form={form} />
    </>
  );
}
