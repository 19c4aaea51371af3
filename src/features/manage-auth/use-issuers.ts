import { useCallback, useEffect, useState } from 'react';
import type { Issuer } from '../../domain/auth-accounts/contracts.ts';
import { toast } from '../../lib/toast.ts';
import { getIssuers } from './api/get-issuers.ts';

/** The issuer list for the filter and the Add Account drawer; `reload` after an administrator extends it. */
export function useIssuers() {
  const [issuers, setIssuers] = useState<Issuer[]>([]);
  const [loading, setLoading] = useState(true);
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let current = true;
    setLoading(true);
    getIssuers(controller.signal).then(
      (list) => {
        if (!current) return;
        setIssuers(list);
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setLoading(false);
        toast.failure(error);
      },
    );
    return () => {
      current = false;
      controller.abort();
    };
  }, [nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { issuers, loading, reload };
}

export type IssuerList = ReturnType<typeof useIssuers>;
