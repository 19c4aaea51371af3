import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/plain-ui/modal-dialog.tsx';
import { GATEKEEPER_NS } from '../i18n.ts';
import { ScanCatcher } from './scan-catcher.tsx';
import './step-dialogs.css';

interface ActionDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Absent for a message with only OK (the REJECTED dialog). */
  onConfirm?: () => void;
  confirmDisabled?: boolean;
  busy?: boolean;
  onClose: () => void;
  /** After the dialog has gone: the scan field takes the focus back for the next scan. */
  onExited: () => void;
  danger?: boolean;
  /**
   * The dialog's first focus is a hidden field that catches a scanner's committed text, not a
   * button: no scanner key can press one (the scan is the scan step's, which closes the dialog).
   * Off for a dialog whose own field takes the scan (Mark Excess).
   */
  catchScans?: boolean;
}

/**
 * A confirmation sized for thumbs (the browser's modal <dialog>); focus goes back to the scan field,
 * not to the button that opened it. The scan catcher, else Cancel (or OK), has the focus first, a
 * field marked `data-autofocus` in the content before it.
 */
export function ActionDialog({
  open,
  title,
  children,
  onConfirm,
  confirmDisabled,
  busy,
  onClose,
  onExited,
  danger,
  catchScans,
}: ActionDialogProps) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const titleId = useId();
  const strong = danger ? 'ui-button--danger' : 'ui-button--contained';
  return (
    <ModalDialog open={open} onClose={() => !busy && onClose()} onExited={onExited} labelledBy={titleId}>
      <h2 id={titleId} className={danger && !onConfirm ? 'ui-dialog__title gk-dialog__title--danger' : 'ui-dialog__title'}>
        {title}
      </h2>
      {/* A person's Enter in it is OK on a message. */}
      {catchScans && <ScanCatcher onEnter={onConfirm ? undefined : onClose} />}
      <div className="ui-dialog__content">{children}</div>
      <div className="ui-dialog__actions">
        {onConfirm ? (
          <>
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              className="ui-button ui-button--outlined gk-dialog__button"
              data-autofocus={!catchScans || undefined}
            >
              {t('cancel')}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy || confirmDisabled}
              aria-busy={busy || undefined}
              className={`ui-button ${strong} gk-dialog__button`}
            >
              {busy && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
              {t('confirm')}
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={onClose}
            className={`ui-button ${strong} gk-dialog__button`}
            data-autofocus={!catchScans || undefined}
          >
            {t('ok')}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
