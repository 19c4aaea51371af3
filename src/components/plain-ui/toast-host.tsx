import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { useToastStore, type ToastSeverity } from '../../lib/toast.ts';
import { Icon, type IconName } from './icons.tsx';
import { useModalLayer } from './modal-dialog.tsx';
import './plain-ui.css';
import './toast-host.css';

const ICONS: Record<ToastSeverity, IconName> = { success: 'success', info: 'info', warning: 'warning', error: 'error' };

/**
 * The toasts of the screens drawn without MUI, top centre under the device bar (clear of the scan
 * step's bottom actions), the same store as the
 * office panel's snackbar. Errors and warnings are alerts, the rest polite status messages. Drawn
 * inside the newest open modal dialog when there is one: everything else is inert then.
 */
export function PlainToastHost() {
  const { t } = useTranslation(COMMON_NS);
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  const layer = useModalLayer((s) => s.dialogs.at(-1) ?? null);

  useEffect(() => {
    if (!current || current.durationMs === null) return;
    const timer = setTimeout(() => dismiss(current.id), current.durationMs);
    return () => clearTimeout(timer);
  }, [current, dismiss]);

  if (!current) return null;
  const urgent = current.severity === 'error' || current.severity === 'warning';
  return createPortal(
    <div className="ui-toasts">
      <div key={current.id} className={`ui-toast ui-toast--${current.severity}`} role={urgent ? 'alert' : 'status'}>
        <Icon name={ICONS[current.severity]} className="ui-toast__icon" />
        <span className="ui-toast__message">{current.message}</span>
        {current.action && (
          <button
            type="button"
            className="ui-toast__action"
            onClick={() => {
              current.action?.onClick();
              dismiss(current.id);
            }}
          >
            {current.action.label}
          </button>
        )}
        <button type="button" className="ui-toast__close" aria-label={t('close')} title={t('close')} onClick={() => dismiss(current.id)}>
          <Icon name="close" />
        </button>
      </div>
    </div>,
    layer ?? document.body,
  );
}
