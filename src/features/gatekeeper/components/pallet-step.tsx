import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GATEKEEPER_NS } from '../i18n.ts';
import { cleanPalletInput, isPalletNo } from '../pallet-input.ts';
import { useStartShellCopy } from '../../../lib/start-shell.ts';
import { useScanInput, type EarlyInput } from '../scan-input/use-scan-input.ts';
import { continuesTyping } from '../scan-input/burst.ts';
import { ScanField } from './scan-field.tsx';

/**
 * Step 1 'Pallet Scan': the pallet number (letters, digits, hyphen and slash), Submit. A scanned
 * label opens its pallet whatever the scanner ends it with and wherever the focus is.
 */
export function PalletStep({ opening, onOpen }: { opening: boolean; onOpen: (palletNo: string) => Promise<boolean> }) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const [value, setValue] = useState('');
  const [refused, setRefused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const palletNo = value.trim();
  useStartShellCopy(value === '');
  // The device's first frame: its first pallet code opens that pallet; the text typed there comes
  // before any keys that reached this field while the frame was still on top.
  const early = useMemo<EarlyInput>(() => ({ onText: (text) => setValue((typed) => cleanPalletInput(text + typed).value) }), []);

  // While a pallet opens, what is scanned waits for its scan step (use-scan-input.ts).
  const holdWhile = useScanInput(
    useCallback(
      (scan, target) => {
        const { code } = scan;
        // The field's text when the keys landed there and the scan carries it on (keys that reached
        // the page late began a burst of their own), else the burst's code.
        const typed = target === inputRef.current && continuesTyping(scan) ? (inputRef.current?.value.trim() ?? '') : '';
        setValue('');
        setRefused(false);
        const cleaned = cleanPalletInput(typed.endsWith(code) ? typed : code.trim());
        if (isPalletNo(cleaned.value)) return onOpen(cleaned.value);
        setRefused(cleaned.refused);
      },
      [onOpen],
    ),
    true,
    undefined,
    early,
  );

  return (
    <section aria-labelledby="gk-pallet-step" className="gk-card">
      <h2 id="gk-pallet-step" className="gk__step-title">
        {t('palletStep')}
      </h2>
      <ScanField
        name="palletNo"
        label={t('palletInput')}
        value={value}
        onChange={(typed) => {
          // Other characters are refused as they are typed, with a word saying why.
          const cleaned = cleanPalletInput(typed);
          setValue(cleaned.value);
          // The word stays until the field is emptied, so a scanner's fast burst cannot hide it.
          setRefused((before) => (cleaned.value === '' ? cleaned.refused : before || cleaned.refused));
        }}
        onSubmit={() => isPalletNo(palletNo) && holdWhile(onOpen(palletNo))}
        submitDisabled={!palletNo || opening}
        inputRef={inputRef}
        scanTarget
        error={refused}
        helperText={refused ? t('palletChars') : ' '}
      />
    </section>
  );
}
