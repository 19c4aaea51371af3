import { lazy, memo, Suspense, useCallback, useImperativeHandle, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain-ui/icons.tsx';
import { normaliseUpc } from '../../../domain/gatekeeper/constants.ts';
import { GATEKEEPER_NS } from '../i18n.ts';
import { SCAN_TARGET, useScanInput, type EarlyInput } from '../scan-input/use-scan-input.ts';
import { continuesTyping, type Scan } from '../scan-input/burst.ts';
import { ScanField } from './scan-field.tsx';

/** Codes scanned into the device's first frame, or while the pallet opened, are this pallet's units. */
const EARLY_UNITS: EarlyInput = {};

// The camera and its decoder load only when the operator turns the camera on (cold start stays small).
const CameraScanner = lazy(() => import('../camera/camera-scanner.tsx'));

/** Holds what is scanned until the move settles (useScanInput): for a switch to another pallet. */
export type HoldInput = (moving: Promise<boolean>) => void;

interface UpcEntryProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** A code from the scanner, the field (Enter or Submit) or the camera; settles once its verdict is shown. Stable across renders. */
  onScan: (code: string) => Promise<void>;
  /** Without the grant to record scans: Submit stays grey. */
  readOnly?: boolean;
  /** Given the reader's hold, for a move the step starts itself. */
  holdInput?: RefObject<HoldInput | null>;
}

/** `text` without the first `code` in it. */
const without = (text: string, code: string): string => {
  const at = text.indexOf(code);
  return at < 0 ? text : text.slice(0, at) + text.slice(at + code.length);
};

/**
 * 'Scan UPC' with Submit and the camera toggle. A scanner is read on the whole step by its bursts
 * (useScanInput), wherever the focus is; the field's Enter and Submit are for a person typing.
 * The typed text lives in the page's input alone (uncontrolled, SCAN_QUIET): a scanner's burst is
 * neither typed into it nor heard by React past its first key. A code that landed in the field (a
 * person's, or a wedge's committed text) stays there until its verdict is shown and then leaves it
 * in the same frame: nothing is drawn between the last key and the verdict, so the main thread is
 * free for the scan's IndexedDB write and the banner.
 */
export const UpcEntry = memo(function UpcEntry({ inputRef, onScan, readOnly, holdInput }: UpcEntryProps) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const [hasCode, setHasCode] = useState(false);
  const [camera, setCamera] = useState(false);
  // Codes taken and still in the field, oldest first: keys typed meanwhile follow them.
  const inFlight = useRef<string[]>([]);

  /** Records `code`; `inField`, the part of it typed into the field, leaves the field once its verdict is shown. */
  const run = useCallback(
    (code: string, inField = '') => {
      const input = inputRef.current;
      if (inField) inFlight.current.push(inField);
      void onScan(code).finally(() => {
        if (!input) return;
        if (inField) {
          inFlight.current.splice(inFlight.current.indexOf(inField), 1);
          // What was typed besides the code stays for the next scan; a wedge's own suffix (a TAB
          // or a new line committed with its text) does not.
          const rest = without(input.value, inField);
          input.value = rest.trim() === '' ? '' : rest;
        }
        setHasCode(normaliseUpc(input.value) !== '');
      });
    },
    [inputRef, onScan],
  );

  const submit = () => {
    const input = inputRef.current;
    if (!input) return;
    const code = inFlight.current.reduce(without, input.value);
    if (normaliseUpc(code)) run(code, code);
  };

  const onScanner = useCallback(
    (scan: Scan, target: Element | null) => {
      const input = inputRef.current;
      if (input && target === input) {
        // The field's text (less the codes in flight), as the operator sees it. Committed text lands
        // in it; a burst's keys do not (useScanInput). It is the code's start when the scan carries
        // it on (keys of a code split by a stall, a person finishing theirs); else an earlier try,
        // cleared with the scan.
        const typed = inFlight.current.reduce(without, input.value).trim();
        const whole = scan.source === 'text' ? typed : typed + scan.code;
        return run(continuesTyping(scan) ? whole : scan.code, typed);
      }
      // A dialog's scan catcher is emptied at once: its dialog closes for the scan.
      if (target instanceof HTMLInputElement && target.hasAttribute(SCAN_TARGET)) target.value = '';
      run(scan.code);
    },
    [inputRef, run],
  );
  const hold = useScanInput(onScanner, true, undefined, EARLY_UNITS);
  useImperativeHandle(holdInput, () => hold, [hold]);

  const onCamera = useCallback((code: string) => void onScan(code), [onScan]);
  return (
    <>
      <ScanField
        name="upc"
        label={t('upcInput')}
        onChange={(typed) => setHasCode(normaliseUpc(typed) !== '')}
        onSubmit={submit}
        submitDisabled={!hasCode || !!readOnly}
        inputRef={inputRef}
        scanTarget
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
