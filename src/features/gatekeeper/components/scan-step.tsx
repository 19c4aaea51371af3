import { lazy, memo, Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain-ui/icons.tsx';
import { latinDigits } from '../../../domain/digits.ts';
import { normaliseUpc, UPC_PATTERN } from '../../../domain/gatekeeper/constants.ts';
import { usePageLevel } from '../../../lib/page-access.ts';
import { useOnceShown } from '../../../lib/use-once-shown.ts';
import { useWakeLock } from '../../../lib/use-wake-lock.ts';
import { GATEKEEPER_NS } from '../i18n.ts';
import { isPalletNo, ltr } from '../pallet-input.ts';
import { useScanFocus } from '../scan-input/use-scan-focus.ts';
import { usePalletView } from '../use-pallet-view.ts';
import { useScanStep } from '../use-scan-step.ts';
import { CountsPanel } from './counts-panel.tsx';
import { UpcEntry, type HoldInput } from './upc-entry.tsx';
import { VerdictBanner } from './verdict-banner.tsx';
import './scan-step.css';

// The dialogs load once a pallet is open, ahead of the first one the operator needs (cold start stays small).
const loadStepDialogs = () => import('./step-dialogs.tsx');
const StepDialogs = lazy(() => loadStepDialogs().then((m) => ({ default: m.StepDialogs })));

interface StepActionsProps {
  onExcess: () => void;
  onMissing: () => void;
  onClose: () => void;
  readOnly: boolean;
}

/** '+ Mark Excess', '- Mark Missing' and 'Close Pallet'; memoised, a scan does not re-render them. */
const StepActions = memo(function StepActions({ onExcess, onMissing, onClose, readOnly }: StepActionsProps) {
  const { t } = useTranslation(GATEKEEPER_NS);
  return (
    <div className="gk-actions">
      <button type="button" className="ui-button ui-button--outlined" disabled={readOnly} onClick={onExcess}>
        {t('markExcess')}
      </button>
      <button type="button" className="ui-button ui-button--outlined" disabled={readOnly} onClick={onMissing}>
        {t('markMissing')}
      </button>
      <button type="button" className="ui-button ui-button--danger gk-actions__close" disabled={readOnly} onClick={onClose}>
        {t('closePallet')}
      </button>
    </div>
  );
});

/** A pallet label scanned where a UPC is asked for: a pallet number's characters, not a UPC's. */
const looksLikePallet = (code: string) => !UPC_PATTERN.test(code) && isPalletNo(code);

interface ScanStepProps {
  palletNo: string;
  onBack: () => void;
  /** Switches to another pallet (a pallet label scanned here); true once switched. Stable. */
  onOpenPallet: (palletNo: string) => Promise<boolean>;
}

/** Step 2: scan UPCs into the pallet, watch its counts, mark excess or missing, close it. */
export const ScanStep = memo(function ScanStep({ palletNo, onBack, onOpenPallet }: ScanStepProps) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const { pallet, counts } = usePalletView(palletNo);
  const step = useScanStep(palletNo, onBack);
  // Recording needs the write grant (L2); with L1 the step only shows the pallet.
  const readOnly = usePageLevel('/apps/gatekeeper') !== 'L2';
  const inputRef = useRef<HTMLInputElement>(null);
  // What is scanned while another pallet opens is held for it (UpcEntry's reader), as at step 1.
  const holdInput = useRef<HoldInput>(null);
  const switchPallet = useCallback(
    (no: string) => {
      const switching = onOpenPallet(no);
      holdInput.current?.(switching);
    },
    [onOpenPallet],
  );
  const refocus = useCallback(() => inputRef.current?.focus(), []);
  useScanFocus(inputRef);
  // The screen stays on while a pallet is open: the operator's eyes are on the units, not on it.
  useWakeLock(true);
  const dialogs = useOnceShown(step.dialog !== null || step.rejected !== null);
  useEffect(() => void loadStepDialogs().catch(() => undefined), []);

  const { scan, notice, dismissDialogs, startExcess, startMissing } = step;
  // Every code, from whichever source and with whichever dialog open, is taken as a scan here.
  const onScan = useCallback(
    async (raw: string) => {
      dismissDialogs();
      const code = latinDigits(raw).trim();
      if (looksLikePallet(code)) return notice(code, t('scanInput.palletInUpc', { code: ltr(code) }), code);
      if (readOnly) return notice(normaliseUpc(code), t('scanInput.readOnly'));
      return scan(code);
    },
    [dismissDialogs, notice, readOnly, scan, t],
  );
  // Mark Excess offers what is in the field (a code just scanned as not on the pallet, typically).
  const onExcess = useCallback(() => startExcess(normaliseUpc(inputRef.current?.value ?? '')), [startExcess]);
  const onMissing = useCallback(() => void startMissing(), [startMissing]);

  return (
    <section aria-labelledby="gk-scan-step" className="gk-step">
      <div className="gk-card gk-step__pallet">
        <div className="gk-step__head">
          <button type="button" className="ui-icon-button" aria-label={t('back')} onClick={onBack}>
            <Icon name="arrowBack" mirror />
          </button>
          <h2 id="gk-scan-step" className="gk-step__title">
            <bdi dir="ltr">{palletNo}</bdi>
          </h2>
          {pallet && (
            <p className="gk-step__status" data-status={pallet.header.palletStatus}>
              {t(`status.${pallet.header.palletStatus}`)}
            </p>
          )}
        </div>
        <CountsPanel counts={counts} />
      </div>
      <UpcEntry inputRef={inputRef} onScan={onScan} readOnly={readOnly} holdInput={holdInput} />
      <VerdictBanner source={step.verdict} onMarkExcess={startExcess} onOpenPallet={switchPallet} />
      <StepActions onExcess={onExcess} onMissing={onMissing} onClose={step.startClose} readOnly={readOnly} />
      {dialogs && (
        <Suspense fallback={null}>
          <StepDialogs palletNo={palletNo} step={step} refocus={refocus} />
        </Suspense>
      )}
    </section>
  );
});
