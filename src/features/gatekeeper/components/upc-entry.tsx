import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import IconButton from '@mui/material/IconButton';
import { lazy, memo, Suspense, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseUpc } from '../../../domain/gatekeeper/constants.ts';
import { GATEKEEPER_NS } from '../i18n.ts';
import { ScanField } from './scan-field.tsx';

// The camera and its decoder load only when the operator turns the camera on (cold start stays small).
const CameraScanner = lazy(() => import('../camera/camera-scanner.tsx'));

interface UpcEntryProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** A code from the field (Enter or Submit) or the camera; stable across renders. */
  onScan: (code: string) => void;
}

/**
 * 'Scan UPC' with Submit and the camera toggle. The typed text lives here, so a scanner's burst of
 * keystrokes and the clearing after Enter re-render this field only, not the pallet's screen:
 * the main thread stays free for the verdict.
 */
export const UpcEntry = memo(function UpcEntry({ inputRef, onScan }: UpcEntryProps) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const [upc, setUpc] = useState('');
  const [camera, setCamera] = useState(false);
  const submit = (typed: string) => {
    const input = inputRef.current;
    const code = input ? input.value : typed;
    // The field empties at once in the page and the scan's write starts; React learns of the empty
    // field a task later, so its re-render does not delay the write. Keys typed meanwhile win.
    if (input) input.value = '';
    onScan(code);
    setTimeout(() => setUpc((current) => (current === code ? '' : current)), 0);
  };
  return (
    <>
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
          <CameraScanner onCode={onScan} />
        </Suspense>
      )}
    </>
  );
});
