import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseUpc } from '../../../domain/gatekeeper/constants.ts';
import { GATEKEEPER_NS } from '../i18n.ts';
import { usePalletView } from '../use-pallet-view.ts';
import { useScanStep } from '../use-scan-step.ts';
import { useWedgeFocus } from '../use-wedge-focus.ts';
import { CountsPanel } from './counts-panel.tsx';
import { ScanField } from './scan-field.tsx';
import { StepDialogs } from './step-dialogs.tsx';
import { VerdictBanner } from './verdict-banner.tsx';

// The camera and its decoder load only when the operator turns the camera on (cold start stays small).
const CameraScanner = lazy(() => import('../camera/camera-scanner.tsx'));

// Sentence case keeps '+ Mark Excess' on one line at 360 px and reads as the spec writes it.
const action = { minHeight: 56, fontSize: '1.05rem', fontWeight: 700, textTransform: 'none' } as const;

/** Step 2: scan UPCs into the pallet, watch its counts, mark excess or missing, close it. */
export function ScanStep({ palletNo, onBack }: { palletNo: string; onBack: () => void }) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const { pallet, counts } = usePalletView(palletNo);
  const step = useScanStep(palletNo, onBack);
  const [upc, setUpc] = useState('');
  const [camera, setCamera] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const refocus = useCallback(() => inputRef.current?.focus(), []);
  useWedgeFocus(inputRef, true);

  const submit = (text: string) => {
    setUpc('');
    void step.scan(text);
  };
  const onDecoded = useCallback((code: string) => void step.scan(code), [step.scan]); // eslint-disable-line react-hooks/exhaustive-deps

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
      <ScanField
        name="upc"
        label={t('upcInput')}
        value={upc}
        onChange={setUpc}
        onSubmit={submit}
        submitDisabled={!normaliseUpc(upc)}
        inputRef={inputRef}
        extra={
          <IconButton aria-label={camera ? t('camera.stop') : t('camera.start')} aria-pressed={camera} onClick={() => setCamera((c) => !c)} sx={{ width: 56, height: 56, border: 1, borderColor: 'divider' }}>
            <PhotoCameraIcon />
          </IconButton>
        }
      />
      {camera && (
        <Suspense fallback={null}>
          <CameraScanner onCode={onDecoded} />
        </Suspense>
      )}
      <VerdictBanner verdict={step.verdict} onMarkExcess={step.startExcess} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <Button variant="outlined" size="large" onClick={() => step.startExcess(normaliseUpc(upc))} sx={action}>
          {t('markExcess')}
        </Button>
        <Button variant="outlined" size="large" onClick={() => void step.startMissing()} sx={action}>
          {t('markMissing')}
        </Button>
        <Button variant="contained" color="error" size="large" onClick={step.startClose} sx={{ ...action, gridColumn: '1 / -1' }}>
          {t('closePallet')}
        </Button>
      </Box>
      <StepDialogs palletNo={palletNo} step={step} refocus={refocus} />
    </Box>
  );
}
