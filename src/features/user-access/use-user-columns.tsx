import KeyIcon from '@mui/icons-material/Key';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LockIcon from '@mui/icons-material/Lock';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryButton } from '../../components/history/history-button.tsx';
import { StatusDot } from '../../components/status-dot.tsx';
import type { AdminUser } from '../../domain/users/contracts.ts';
import { USER_ACCESS_NS } from './i18n.ts';
import { userName } from './user-name.ts';

interface RowActions {
  access: (user: AdminUser) => void;
  toggleEnabled: (user: AdminUser) => void;
  resetPassword: (user: AdminUser) => void;
}

const column = createColumnHelper<AdminUser>();

/** Columns of the user grid, with the row actions as labelled icon buttons (History among them). */
export function useUserColumns(actions: RowActions) {
  const { t } = useTranslation(USER_ACCESS_NS);
  const { access, toggleEnabled, resetPassword } = actions;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table hold different value types
  return useMemo<ColumnDef<AdminUser, any>[]>(() => {
    const action = (label: string, onClick: () => void, icon: ReactNode) => (
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    );
    return [
      column.accessor('employeeNo', { header: t('columns.employeeNo') }),
      column.accessor(userName, { id: 'name', header: t('columns.name') }),
      column.accessor('email', { header: t('columns.email'), cell: (c) => <span dir="ltr">{c.getValue()}</span> }),
      column.accessor('designation', { header: t('columns.designation') }),
      column.accessor('enabled', {
        header: t('columns.status'),
        cell: (c) => (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <StatusDot color={c.getValue() ? 'green' : 'red'} label={c.getValue() ? t('enabled') : t('disabled')} />
            <span aria-hidden>{c.getValue() ? t('enabled') : t('disabled')}</span>
          </Box>
        ),
      }),
      column.accessor('isAdmin', { header: t('columns.admin'), cell: (c) => (c.getValue() ? t('yes') : t('no')) }),
      column.display({
        id: 'actions',
        header: t('columns.actions'),
        meta: { width: 190 },
        cell: ({ row: { original: user } }) => {
          const name = userName(user);
          return (
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              {action(t('actions.access', { name }), () => access(user), <ManageAccountsIcon fontSize="small" />)}
              {user.enabled
                ? action(t('actions.disable', { name }), () => toggleEnabled(user), <LockIcon fontSize="small" />)
                : action(t('actions.enable', { name }), () => toggleEnabled(user), <LockOpenIcon fontSize="small" />)}
              {action(t('actions.resetPassword', { name }), () => resetPassword(user), <KeyIcon fontSize="small" />)}
              <HistoryButton entity="user" id={user.id} name={name} labelOf={(field) => t(`fields.${field}`, { defaultValue: field })} />
            </Box>
          );
        },
      }),
    ];
  }, [t, access, toggleEnabled, resetPassword]);
}
