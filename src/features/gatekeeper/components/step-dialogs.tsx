import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { latinDigits } from '../../../domain/digits.ts';
import { GATEKEEPER_NS } from '../i18n.ts';
import type { useScanStep } from '../use-scan-step.ts';
import { messageText } from '../verdict-text.ts';
import { ActionDialog } from './action-dialog.tsx';
import { CodeText } from './code-text.tsx';
import './step-dialogs.css';

interface StepDialogsProps {
  palletNo: string;
  step: ReturnType<typeof useScanStep>;
  refocus: () => void;
}

/** The confirmations of step 2 (Mark Excess, Mark Missing, Close Pallet) and the 'REJECTED' dialog. */
export function StepDialogs({ palletNo, step, refocus }: StepDialogsProps) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const excessId = useId();
  const common = { busy: step.working, onClose: step.closeDialog, onExited: refocus };
  return (
    <>
      <ActionDialog
        open={step.dialog === 'excess'}
        title={t('excessDialog.title')}
        onConfirm={() => void step.confirmExcess()}
        confirmDisabled={!step.excessUpc.trim()}
        {...common}
      >
        <p>
          <CodeText text={t('excessDialog.text', { palletNo })} />
        </p>
        <div className="ui-field">
          <label htmlFor={excessId} className="ui-field__label">
            {t('excessDialog.upc')}
          </label>
          <input
            id={excessId}
            value={step.excessUpc}
            onChange={(e) => step.setExcessUpc(latinDigits(e.target.value).replace(/[^0-9A-Za-z]/g, ''))}
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            className="ui-field__input gk-dialog__upc-input"
            data-autofocus
          />
        </div>
      </ActionDialog>

      <MissingDialog palletNo={palletNo} step={step} refocus={refocus} />

      <ActionDialog
        open={step.dialog === 'close'}
        title={t('closeDialog.title')}
        onConfirm={() => void step.confirmClose()}
        danger
        catchScans
        {...common}
      >
        <p>
          <CodeText text={t('closeDialog.text', { palletNo })} />
        </p>
      </ActionDialog>

      <ActionDialog
        open={step.rejected !== null}
        title={messageText('rejected')}
        onClose={step.dismissRejected}
        onExited={refocus}
        danger
        catchScans
      >
        <p className="gk-dialog__upc">
          <bdi dir="ltr">{step.rejected?.upc}</bdi>
        </p>
        <p className="gk-dialog__reason">
          {t('rejectedReason')}: {step.rejected?.reason}
        </p>
      </ActionDialog>
    </>
  );
}

/** Mark Missing: every unscanned UPC ticked; the operator unticks those not to mark, Confirm marks the rest. */
function MissingDialog({ palletNo, step, refocus }: StepDialogsProps) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const open = step.dialog === 'missing';
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(() => new Set());
  // Each opening starts with all ticked.
  useEffect(() => {
    if (open) setUnticked(new Set());
  }, [open]);
  const chosen = step.missingUpcs.filter((upc) => !unticked.has(upc));
  const toggle = (upc: string) =>
    setUnticked((before) => {
      const next = new Set(before);
      if (!next.delete(upc)) next.add(upc);
      return next;
    });
  return (
    <ActionDialog
      open={open}
      title={t('missingDialog.title')}
      onConfirm={() => void step.confirmMissing(chosen)}
      confirmDisabled={chosen.length === 0}
      danger
      catchScans
      busy={step.working}
      onClose={step.closeDialog}
      onExited={refocus}
    >
      <p>
        <CodeText text={t('missingDialog.text', { palletNo, count: chosen.length })} />
      </p>
      <p>
        {t('scanInput.untick')} · {t('scanInput.chosen', { count: chosen.length, total: step.missingUpcs.length })}
      </p>
      <ul aria-label={t('missingDialog.title')} className="gk-dialog__list">
        {step.missingUpcs.map((upc) => (
          <li key={upc}>
            <label>
              <input type="checkbox" checked={!unticked.has(upc)} onChange={() => toggle(upc)} />
              <bdi dir="ltr">{upc}</bdi>
            </label>
          </li>
        ))}
      </ul>
    </ActionDialog>
  );
}
