import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthAccount, AuthAccountQr } from '../../domain/auth-accounts/contracts.ts';
import { toast } from '../../lib/toast.ts';
import { getAccountQr } from './api/get-account-qr.ts';
import { ACCOUNTS_RESOURCE } from './api/get-accounts.ts';

/**
 * The QR an account's dialog shows: the one just registered, or fetched again from the server. It
 * reveals the secret, so it is never kept once the dialog closes; a failure is a toast and closes it.
 */
export function useAccountQr(account: AuthAccount, preloaded: AuthAccountQr | undefined, onFailed: () => void) {
  const query = useQuery({
    queryKey: [ACCOUNTS_RESOURCE, 'qr', account.id],
    queryFn: ({ signal }) => getAccountQr(account.id, signal),
    enabled: !preloaded,
    gcTime: 0,
    retry: false,
  });
  const failed = query.isError;
  useEffect(() => {
    if (!failed) return;
    toast.failure(query.error);
    onFailed();
    // Once per failure; the dialog closes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  return preloaded ?? query.data ?? null;
}
