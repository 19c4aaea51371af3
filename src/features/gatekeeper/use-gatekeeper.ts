import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_MS } from '../../domain/constants.ts';
import * as offline from '../../offline/index.ts';
import { toast } from '../../lib/toast.ts';
import { currentPallet } from './pallet-input.ts';
import { GatekeeperError } from '../../domain/gatekeeper/messages.ts';
import { messageText, wordsText } from './verdict-text.ts';

/**
 * The message of a failed engine call in the operator's language: the engine's own (keyed), a
 * contract's rule (its key text), the server's (already in this language), or `fallback`.
 */
export const failureText = (error: unknown, fallback: string): string =>
  error instanceof GatekeeperError
    ? messageText(error.key, error.params)
    : error instanceof Error && error.message
      ? wordsText(error.message)
      : fallback;

/**
 * Which step the device is on: no pallet → step 1 'Pallet Scan'; an opened pallet → step 2.
 * Opening goes through the offline engine (snapshot when online, the stored copy when not). The
 * pallet on screen survives a reload, so an app restarted offline returns to it.
 */
export function useGatekeeper() {
  const [palletNo, setPalletNo] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const busy = useRef(false);

  const open = useCallback(async (wanted: string): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setOpening(true);
    try {
      const pallet = await offline.openPallet(wanted);
      if (pallet.header.isClosed) {
        toast.error(messageText('palletClosed', { palletNo: pallet.header.palletNo }), TOAST_MS.snackbar);
        return false;
      }
      currentPallet.set(pallet.header.palletNo);
      setPalletNo(pallet.header.palletNo);
      return true;
    } catch (error) {
      toast.error(failureText(error, messageText('fetchPalletFailed')), TOAST_MS.snackbar);
      return false;
    } finally {
      busy.current = false;
      setOpening(false);
    }
  }, []);

  const back = useCallback(() => {
    currentPallet.set(null);
    setPalletNo(null);
  }, []);

  // Back to the pallet of before a reload; a failure leaves step 1 with its message.
  useEffect(() => {
    const saved = currentPallet.get();
    if (saved) void open(saved).then((ok) => ok || currentPallet.set(null));
  }, [open]);

  return { palletNo, opening, open, back };
}
