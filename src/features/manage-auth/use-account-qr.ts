import { useEffect, useRef, useState } from 'react';
import type { AuthAccount, AuthAccountQr } from '../../domain/auth-accounts/contracts.ts';
import { toast } from '../../lib/toast.ts';
import { getAccountQr } from './api/get-account-qr.ts';

/** The QR an account's dialog shows: the one just registered, or fetched again from the server. */
export function useAccountQr(account: AuthAccount, preloaded: AuthAccountQr | undefined, onFailed: () => void) {
  const [qr, setQr] = useState<AuthAccountQr | null>(preloaded ?? null);
  // The latest callback, without fetching again when the caller passes a new one.
  const failedRef = useRef(onFailed);
  useEffect(() => {
    failedRef.current = onFailed;
  });

  useEffect(() => {
    if (preloaded) return;
    const controller = new AbortController();
    let current = true;
    getAccountQr(account.id, controller.signal).then(
      (reply) => current && setQr(reply),
      (error: unknown) => {
        if (!current) return;
        toast.failure(error);
        failedRef.current();
      },
    );
    return () => {
      current = false;
      controller.abort();
    };
  }, [account.id, preloaded]);

  return qr;
}
