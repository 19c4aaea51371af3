import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '../../../components/side-drawer.tsx';
import { ACCOUNT_CODE_MAX_LENGTH, type AuthAccountQr } from '../../../domain/auth-accounts/contracts.ts';
import { MANAGE_AUTH_NS } from '../i18n.ts';
import { useAddAccountForm } from '../use-add-account-form.ts';
import type { IssuerList } from '../use-issuers.ts';

interface AddAccountDrawerProps {
  issuers: IssuerList;
  onClose: () => void;
  onCreated: (account: AuthAccountQr) => void;
}

/** 'Add Account': Issuer and AccountCode, both required; Save stays disabled until both are given. */
export function AddAccountDrawer({ issuers, onClose, onCreated }: AddAccountDrawerProps) {
  const { t } = useTranslation(MANAGE_AUTH_NS);
  const form = useAddAccountForm(onCreated);
  const issuerError = form.errorOf('issuer');
  const codeError = form.errorOf('accountCode');

  return (
    <SideDrawer
      open
      title={t('drawer.title')}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitLabel={t('drawer.save')}
      submitDisabled={!form.canSubmit}
      saving={form.saving}
    >
      <TextField
        select
        label={t('issuer')}
        value={form.values.issuer}
        onChange={(e) => form.change('issuer', e.target.value)}
        onBlur={() => form.blur('issuer')}
        error={Boolean(issuerError)}
        helperText={issuerError ?? (issuers.loading ? t('drawer.loadingIssuers') : undefined)}
        required
        autoFocus
      >
        {issuers.issuers.map((issuer) => (
          <MenuItem key={issuer.id} value={issuer.name}>
            {issuer.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('accountCode')}
        value={form.values.accountCode}
        onChange={(e) => form.change('accountCode', e.target.value)}
        onBlur={() => form.blur('accountCode')}
        error={Boolean(codeError)}
        helperText={codeError}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: ACCOUNT_CODE_MAX_LENGTH, spellCheck: false } }}
      />
    </SideDrawer>
  );
}
