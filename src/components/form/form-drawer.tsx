import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { EntityForm } from '../../lib/form/use-entity-form.ts';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { HistoryButton } from '../history/history-button.tsx';
import { StalePanel } from '../history/stale-panel.tsx';
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

/**
 * An add/edit drawer over a kit form: a short list of Form* fields, and closing a dirty form asks
 * first. For a tracked record it also shows History in its header and, when a save was refused
 * because someone saved since, their values beside the user's with Reload and Overwrite.
 */
export function FormDrawer<V extends FieldValues>({ form, title, editing, onClose, disabledReason, children }: FormDrawerProps<V>) {
  const { t } = useTranslation(COMMON_NS);
  const reason = disabledReason ?? form.disabledReason;
  const { tracked, stale } = form;
  const yours = useWatch({ control: form.control, disabled: !stale }) as Record<string, unknown>;
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
        headerAction={
          tracked && tracked.id !== null ? (
            <HistoryButton entity={tracked.entity} id={tracked.id} name={tracked.name ?? title} labelOf={form.labelOf} />
          ) : undefined
        }
      >
        {stale && tracked && (
          <StalePanel
            stale={stale}
            yours={yours}
            theirs={stale.current ? (tracked.valuesOf(stale.current, yours as V) as Record<string, unknown>) : null}
            labelOf={form.labelOf}
            onReload={form.reload}
            onOverwrite={() => void form.overwrite()}
          />
        )}
        {children}
      </SideDrawer>
      <LeavePrompt form={form} />
    </>
  );
}
