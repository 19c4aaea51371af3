import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Screen } from '../../components/screen.tsx';
import { ListGrid } from '../../components/list-grid.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { AddAccountDrawer } from './components/add-account-drawer.tsx';
import { AddIssuerDialog } from './components/add-issuer-dialog.tsx';
import { QrDialog } from './components/qr-dialog.tsx';
import { MANAGE_AUTH_NS } from './i18n.ts';
import { useAccountColumns } from './use-account-columns.tsx';
import { useManageAuth } from './use-manage-auth.ts';
import { AddNewButton } from '../../components/add-new-button.tsx';

/** /apps/manage-auth: authenticator accounts with their QR codes (spec 000 §2 'Manage Auth'). */
export function ManageAuthPage() {
  const { t } = useTranslation(MANAGE_AUTH_NS);
  const page = useManageAuth();
  const { list, issuers, draft } = page;
  const columns = useAccountColumns({ showQr: page.showQr, remove: page.setDeleting });

  return (
    <Screen title={t('title')}>
      <FilterBar
        onSearch={page.runSearch}
        onClear={page.clearSearch}
        extra={
          <>
            {page.isAdmin && (
              <Button variant="outlined" onClick={() => page.setAddingIssuer(true)}>
                {t('addIssuer')}
              </Button>
            )}
            <AddNewButton onClick={page.startAdd} label={t('addAccount')} />
          </>
        }
      >
        <TextField
          select
          size="small"
          label={t('issuer')}
          value={draft.issuer}
          onChange={(e) => page.setDraft({ issuer: e.target.value })}
          // 'All issuers' shows as a value, not as an empty box under the label.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('anyIssuer')}</MenuItem>
          {issuers.issuers.map((issuer) => (
            <MenuItem key={issuer.id} value={issuer.name}>
              {issuer.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('accountCode')}
          value={draft.accountCode}
          onChange={(e) => page.setDraft({ accountCode: e.target.value })}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          sx={{ minWidth: 240 }}
        />
      </FilterBar>
      <ListGrid label={t('tableLabel')} columns={columns} list={list} getRowId={(account) => String(account.id)} />

      {page.adding && <AddAccountDrawer issuers={issuers} onClose={page.endAdd} onCreated={page.added} />}
      {page.addingIssuer && <AddIssuerDialog onClose={() => page.setAddingIssuer(false)} />}
      {page.qr && <QrDialog key={page.qr.account.id} account={page.qr.account} preloaded={page.qr.preloaded} onClose={page.closeQr} />}
      <ConfirmDialog
        open={page.deleting !== null}
        title={t('deleteTitle')}
        text={t('deleteText')}
        onConfirm={page.confirmDelete}
        onClose={() => page.setDeleting(null)}
        danger
      />
    </Screen>
  );
}

export default ManageAuthPage;
