import { lazy, memo, Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain-ui/icons.tsx';
import { normaliseUpc } from '../../../domain/gatekeeper/constants.ts';
import { useOnceShown } from '../../../lib/use-once-shown.ts';
import { GATEKEEPER_NS } from '../i18n.ts';
import { usePalletView } from '../use-pallet-view.ts';
import { useScanStep } from '../use-scan-step.ts';
import { useWedgeFocus } from '../use-wedge-focus.ts';
import { CountsPanel } from './counts-panel.tsx';
import { UpcEntry } from './upc-entry.tsx';
import { VerdictBanner } from './verdict-banner.tsx';
import './scan-step.css';

// The dialogs load once a pallet is open, ahead of the first one the operator needs (cold start stays small).
const loadStepDialogs = () => import('./step-dialogs.tsx');
const StepDialogs = lazy(() => loadStepDialogs().then((m) => ({ default: m.StepDialogs })));

interface StepActionsProps {
  onExcess: () => void;
  onMissing: () => void;
  onClose: () => void;
}

/** '+ Mark Excess', '- Mark Missing' and 'Close Pallet'; memoised, a scan does not re-render them. */
const StepActions = memo(function StepActions({ onExcess, onMissing, onClose }: StepActionsProps) {
  const { t } = useTranslation(GATEKEEPER_NS);
  return (
    <div className="gk-actions">
      <button type="button" className="ui-button ui-button--outlined" onClick={onExcess}>
        {t('markExcess')}
      </button>
      <button type="button" className="ui-button ui-button--outlined" onClick={onMissing}>
        {t('markMissing')}
      </button>
      <button type="button" className="ui-button ui-button--danger gk-actions__close" onClick={onClose}>
        {t('closePallet')}
      </button>
    </div>
  );
});

/** Step 2: scan UPCs into the pallet, watch its counts, mark excess or missing, close it. */
export const ScanStep = memo(function ScanStep({ palletNo, onBack }: { palletNo: string; onBack: () => void }) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const { pallet, counts } = usePalletView(palletNo);
  const step = useScanStep(palletNo, onBack);
  const inputRef = useRef<HTMLInputElement>(null);
  const refocus = useCallback(() => inputRef.current?.focus(), []);
  useWedgeFocus(inputRef, true);
  const dialogs = useOnceShown(step.dialog !== null || step.rejected !== null);
  useEffect(() => void loadStepDialogs().catch(() => undefined), []);

  const { scan, startExcess, startMissing } = step;
  const onScan = useCallback((code: string) => scan(code), [scan]);
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
            <span dir="ltr">{palletNo}</span>
          </h2>
          {pallet && (
            <p className="gk-step__status" data-status={pallet.header.palletStatus}>
              {t(`status.${pallet.header.palletStatus}`)}
            </p>
          )}
        </div>
        <CountsPanel counts={counts} />
      </div>
      <UpcEntry inputRef={inputRef} onScan={onScan} />
      <VerdictBanner source={step.verdict} onMarkExcess={startExcess} />
      <StepActions onExcess={onExcess} onMissing={onMissing} onClose={step.startClose} />
      {dialogs && (
        <Suspense fallback={null}>
          <StepDialogs palletNo={palletNo} step={step} refocus={refocus} />
        </Suspense>
      )}
    </section>
  );
});
