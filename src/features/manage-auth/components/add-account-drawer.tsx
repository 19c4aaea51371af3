import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import { FormText } from '../../../components/form/form-fields.tsx';
import { ACCOUNT_CODE_MAX_LENGTH, registerAccountRequestSchema, type AuthAccountQr } from '../../../domain/auth-accounts/contracts.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { registerAccount } from '../api/register-account.ts';
import { ACCOUNTS_RESOURCE } from '../api/get-accounts.ts';
import { MANAGE_AUTH_NS } from '../i18n.ts';
import type { IssuerList } from '../use-issuers.ts';
import { useLabelErrors } from '../use-label-errors.ts';

interface AddAccountDrawerProps {
  issuers: IssuerList;
  onClose: () => void;
  onCreated: (account: AuthAccountQr) => void;
}

/**
 * 'Add Account': Issuer and AccountCode, both required (spec 000 §5), checked as typed with the
 * server's contract; while Save is disabled the drawer says why, e.g. that a code cannot hold ':'.
 */
export function AddAccountDrawer({ issuers, onClose, onCreated }: AddAccountDrawerProps) {
  const { t } = useTranslation(MANAGE_AUTH_NS);
  const form = useEntityForm({
    schema: registerAccountRequestSchema,
    defaultValues: { issuer: '', accountCode: '' },
    labelOf: (field) => t(field === 'issuer' ? 'issuer' : 'accountCode'),
    save: registerAccount,
    invalidates: [ACCOUNTS_RESOURCE],
    checkAsTyped: true,
    translateError: useLabelErrors(),
    onSaved: (reply) => onCreated(reply.data),
  });
  const { field: issuer } = useController({ control: form.control, name: 'issuer' });
  const issuerError = form.errorOf('issuer');

  return (
    <FormDrawer form={form} title={t('drawer.title')} editing={false} onClose={onClose}>
      <TextField
        select
        {...issuer}
        label={form.labelOf('issuer')}
        error={Boolean(issuerError)}
        helperText={issuerError ?? (issuers.loading ? t('drawer.loadingIssuers') : undefined)}
        required
        autoFocus
      >
        {issuers.issuers.map((option) => (
          <MenuItem key={option.id} value={option.name} dir="auto">
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <FormText form={form} name="accountCode" dir="ltr" required maxLength={ACCOUNT_CODE_MAX_LENGTH} hint={t('drawer.codeHint')} />
    </FormDrawer>
  );
}
