import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseUpc } from '../../../domain/gatekeeper/constants.ts';
import { useOnceShown } from '../../../lib/use-once-shown.ts';
import { GATEKEEPER_NS } from '../i18n.ts';
import { usePalletView } from '../use-pallet-view.ts';
import { useScanStep } from '../use-scan-step.ts';
import { useWedgeFocus } from '../use-wedge-focus.ts';
import { CountsPanel } from './counts-panel.tsx';
import { UpcEntry } from './upc-entry.tsx';
import { VerdictBanner } from './verdict-banner.tsx';

// The dialogs load once a pallet is open, ahead of the first one the operator needs (cold start stays small).
const loadStepDialogs = () => import('./step-dialogs.tsx');
const StepDialogs = lazy(() => loadStepDialogs().then((m) => ({ default: m.StepDialogs })));

// Sentence case keeps '+ Mark Excess' on one line at 360 px and reads as the spec writes it.
const action = { minHeight: 56, fontSize: '1.05rem', fontWeight: 700, textTransform: 'none' } as const;

interface StepActionsProps {
  onExcess: () => void;
  onMissing: () => void;
  onClose: () => void;
}

/** '+ Mark Excess', '- Mark Missing' and 'Close Pallet'; memoised, a scan does not re-render them. */
const StepActions = memo(function StepActions({ onExcess, onMissing, onClose }: StepActionsProps) {
  const { t } = useTranslation(GATEKEEPER_NS);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
      <Button variant="outlined" size="large" onClick={onExcess} sx={action}>
        {t('markExcess')}
      </Button>
      <Button variant="outlined" size="large" onClick={onMissing} sx={action}>
        {t('markMissing')}
      </Button>
      <Button variant="contained" color="error" size="large" onClick={onClose} sx={{ ...action, gridColumn: '1 / -1' }}>
        {t('closePallet')}
      </Button>
    </Box>
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
    <Box component="section" aria-labelledby="gk-scan-step" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label={t('back')} onClick={onBack} sx={{ width: 48, height: 48 }}>
          <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
        <Typography id="gk-scan-step" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          <span dir="ltr">{palletNo}</span>
        </Typography>
        {pallet && (
          <Typography variant="body2" sx={{ marginInlineStart: 'auto' }}>
            {t(`status.${pallet.header.palletStatus}`)}
          </Typography>
        )}
      </Box>
      <CountsPanel counts={counts} />
      <UpcEntry inputRef={inputRef} onScan={onScan} />
      <VerdictBanner source={step.verdict} onMarkExcess={startExcess} />
      <StepActions onExcess={onExcess} onMissing={onMissing} onClose={step.startClose} />
      {dialogs && (
        <Suspense fallback={null}>
          <StepDialogs palletNo={palletNo} step={step} refocus={refocus} />
        </Suspense>
      )}
    </Box>
  );
});
