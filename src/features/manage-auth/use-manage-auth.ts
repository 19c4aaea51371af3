import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_SORTS, type AccountFilter, type AuthAccount, type AuthAccountQr } from '../../domain/auth-accounts/contracts.ts';
import { isApiError } from '../../lib/api-error.ts';
import { offerUndo } from '../../lib/history/offer-undo.ts';
import { usePageAccess } from '../../lib/page-access.ts';
import { queryKeys } from '../../lib/query/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { deleteAccount } from './api/delete-account.ts';
import { ACCOUNTS_RESOURCE, getAccounts } from './api/get-accounts.ts';
import { MANAGE_AUTH_NS } from './i18n.ts';
import { useIssuers } from './use-issuers.ts';

const NO_FILTER: AccountFilter = { issuer: '', accountCode: '' };

/** Which account's QR is open: a row's (fetched again), or the one just registered (already in hand). */
export interface OpenQr {
  account: AuthAccount;
  preloaded?: AuthAccountQr;
}

/** What the Manage Auth screen shows, its filters, and which drawer or dialog is open. */
export function useManageAuth() {
  const { t } = useTranslation(MANAGE_AUTH_NS);
  const queryClient = useQueryClient();
  const isAdmin = usePageAccess((s) => s.isAdmin);
  const issuers = useIssuers();
  const list = usePagedList<AuthAccount, AccountFilter>({
    resource: ACCOUNTS_RESOURCE,
    fetchPage: (paging, filter, options) => getAccounts(paging, filter, options),
    initialFilter: NO_FILTER,
    sortable: ACCOUNT_SORTS,
  });
  const filter = useDraftFilter(list, NO_FILTER);
  const [adding, setAdding] = useState(false);
  const [addingIssuer, setAddingIssuer] = useState(false);
  const [qr, setQr] = useState<OpenQr | null>(null);
  const [deleting, setDeleting] = useState<AuthAccount | null>(null);

  const showQr = useCallback((account: AuthAccount) => setQr({ account }), []);

  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.all(ACCOUNTS_RESOURCE) });
  /**
   * Confirmed delete at the revision the row was read at: 'Deleted Successfully' (spec 000 §8) with
   * Undo. A delete refused because the account changed since says who and when, and the list loads
   * again; any other failure keeps the dialog open with an error toast.
   */
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteAccount(deleting.id, deleting.revision);
    } catch (error) {
      if (!isApiError(error) || !error.stale) throw error;
      toast.failure(error);
      await reload();
      return;
    }
    offerUndo(t('deleted'), { entity: 'auth-account', id: deleting.id, revision: deleting.revision }, queryClient, [ACCOUNTS_RESOURCE]);
    await reload();
  };

  return {
    list,
    issuers,
    isAdmin,
    ...filter,
    adding,
    startAdd: () => setAdding(true),
    endAdd: () => setAdding(false),
    /** A new account (the list loads again by itself): page 1, where the newest leads, and straight to its QR, to scan it now. */
    added: (account: AuthAccountQr) => {
      setAdding(false);
      list.setPaging({ ...list.paging, index: 1 });
      setQr({ account, preloaded: account });
    },
    addingIssuer,
    setAddingIssuer,
    qr,
    showQr,
    closeQr: useCallback(() => setQr(null), []),
    deleting,
    setDeleting,
    confirmDelete,
  };
}
