import { useTranslation } from 'react-i18next';
import { GATEKEEPER_NS } from '../i18n.ts';
import { SCAN_QUIET, SCAN_TARGET } from '../scan-input/use-scan-input.ts';
import './scan-catcher.css';

/**
 * A dialog's first focus over the scan step: a hidden field that catches a scanner's committed text
 * (a wedge's 'send as string'), which a focused button would drop, and takes no scanner key for a
 * button press. The scan step's reader reads what lands here as a scan.
 */
export function ScanCatcher({ onEnter }: { onEnter?: () => void }) {
  const { t } = useTranslation(GATEKEEPER_NS);
  return (
    <input
      aria-label={t('scanInput.catcher')}
      className="gk-scan-catcher"
      autoComplete="off"
      spellCheck={false}
      dir="ltr"
      {...{ [SCAN_TARGET]: '', [SCAN_QUIET]: '' }}
      data-autofocus
      // A person's Enter here (a scanner's ENTER never reaches this).
      onKeyDown={(event) => event.key === 'Enter' && onEnter?.()}
    />
  );
}
