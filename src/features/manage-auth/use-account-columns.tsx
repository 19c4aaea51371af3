import QrCode2Icon from '@mui/icons-material/QrCode2';
import IconButton from '@mui/material/IconButton';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../components/delete-button.tsx';
import { DisabledOption } from '../../components/disabled-option.tsx';
import type { AuthAccount } from '../../domain/auth-accounts/contracts.ts';
import { formatDateTime, useTimeZone } from '../../lib/date-time.ts';
import { MANAGE_AUTH_NS } from './i18n.ts';

interface RowActions {
  showQr: (account: AuthAccount) => void;
  remove: (account: AuthAccount) => void;
}

const column = createColumnHelper<AuthAccount>();

/**
 * Issuer, Account Code, Created Name, Created Date, then the QR and delete buttons (spec 000 §2).
 * Both buttons need L2 (a QR reveals the secret, a delete changes data); the column headers name
 * them on screen and each button's accessible name says which account it acts on.
 */
export function useAccountColumns({ showQr, remove }: RowActions) {
  const { t } = useTranslation(MANAGE_AUTH_NS);
  const timeZone = useTimeZone();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table hold different value types
  return useMemo<ColumnDef<AuthAccount, any>[]>(() => {
    const names = (a: AuthAccount) => ({ issuer: a.issuer, accountCode: a.accountCode });
    return [
      column.accessor('issuer', { header: t('columns.issuer') }),
      column.accessor('accountCode', { header: t('columns.accountCode'), cell: (c) => <span dir="ltr">{c.getValue()}</span> }),
      column.accessor('createdName', { header: t('columns.createdName') }),
      column.accessor('createdDateUTC', {
        header: t('columns.createdDate'),
        cell: (c) => <span dir="ltr">{formatDateTime(c.getValue(), timeZone)}</span>,
      }),
      column.display({
        id: 'qr',
        header: t('columns.qr'),
        meta: { width: 90, align: 'center' },
        cell: ({ row: { original } }) => {
          return (
            <DisabledOption>
              <IconButton size="small" aria-label={t('actions.qr', names(original))} onClick={() => showQr(original)}>
                <QrCode2Icon fontSize="small" />
              </IconButton>
            </DisabledOption>
          );
        },
      }),
      column.display({
        id: 'delete',
        header: t('columns.delete'),
        meta: { width: 90, align: 'center' },
        cell: ({ row: { original } }) => <DeleteButton label={t('actions.delete', names(original))} onClick={() => remove(original)} />,
      }),
    ];
  }, [t, timeZone, showQr, remove]);
}
