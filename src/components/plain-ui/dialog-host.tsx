import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../lib/dialog.ts';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { ModalDialog } from './modal-dialog.tsx';
import './plain-ui.css';

/** The dialog service's current dialog (the update prompt, for one) on the screens drawn without MUI. */
export function PlainDialogHost() {
  const { t } = useTranslation(COMMON_NS);
  const current = useDialogStore((s) => s.current);
  const close = useDialogStore((s) => s.close);
  const titleId = useId();
  return (
    <ModalDialog open={Boolean(current)} onClose={close} labelledBy={titleId}>
      <h2 id={titleId} className="ui-dialog__title">
        {current?.title}
      </h2>
      <div className="ui-dialog__content">{current?.content}</div>
      <div className="ui-dialog__actions">
        {current?.actions?.length ? (
          current.actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className={`ui-button ${action.variant === 'contained' ? 'ui-button--contained' : 'ui-button--text'}`}
              onClick={() => {
                action.onClick();
                close();
              }}
            >
              {action.label}
            </button>
          ))
        ) : (
          <button type="button" className="ui-button ui-button--text" onClick={close} data-autofocus>
            {t('close')}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
