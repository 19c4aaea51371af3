import { lazy, memo, Suspense, useCallback, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain-ui/icons.tsx';
import { normaliseUpc } from '../../../domain/gatekeeper/constants.ts';
import { GATEKEEPER_NS } from '../i18n.ts';
import { ScanField } from './scan-field.tsx';

// The camera and its decoder load only when the operator turns the camera on (cold start stays small).
const CameraScanner = lazy(() => import('../camera/camera-scanner.tsx'));

interface UpcEntryProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** A code from the field (Enter or Submit) or the camera; settles once its verdict is shown. Stable across renders. */
  onScan: (code: string) => Promise<void>;
}

/**
 * 'Scan UPC' with Submit and the camera toggle. The typed text lives in the page's input alone
 * (uncontrolled): a scanner's burst re-renders nothing but the first key's enabling of Submit.
 * A submitted code stays in the field until its verdict is shown and then leaves it in the same
 * frame: nothing is drawn, and nothing of React runs, between Enter and the verdict, so the main
 * thread is free for the scan's IndexedDB write and the banner.
 */
export const UpcEntry = memo(function UpcEntry({ inputRef, onScan }: UpcEntryProps) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const [hasCode, setHasCode] = useState(false);
  const [camera, setCamera] = useState(false);
  // Codes submitted and still in the field, oldest first: keys typed meanwhile follow them.
  const inFlight = useRef<string[]>([]);
  const submit = () => {
    const input = inputRef.current;
    if (!input) return;
    const code = input.value.slice(inFlight.current.join('').length);
    if (!normaliseUpc(code)) return;
    inFlight.current.push(code);
    void onScan(code).finally(() => {
      inFlight.current.shift();
      // What was typed after the code stays for the next scan.
      if (input.value.startsWith(code)) input.value = input.value.slice(code.length);
      setHasCode(normaliseUpc(input.value) !== '');
    });
  };
  const onCamera = useCallback((code: string) => void onScan(code), [onScan]);
  return (
    <>
      <ScanField
        name="upc"
        label={t('upcInput')}
        onChange={(typed) => setHasCode(normaliseUpc(typed) !== '')}
        onSubmit={submit}
        submitDisabled={!hasCode}
        inputRef={inputRef}
        extra={
          <button
            type="button"
            className="ui-icon-button gk-scan__camera"
            aria-label={camera ? t('camera.stop') : t('camera.start')}
            aria-pressed={camera}
            onClick={() => setCamera((c) => !c)}
          >
            <Icon name="photoCamera" />
          </button>
        }
      />
      {camera && (
        <Suspense fallback={null}>
          <CameraScanner onCode={onCamera} />
        </Suspense>
      )}
    </>
  );
});
