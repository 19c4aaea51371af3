import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PasswordField } from '../../../components/password-field.tsx';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../domain/users/contracts.ts';
import { USER_ACCESS_NS } from '../i18n.ts';
import { useResetPassword } from '../use-reset-password.ts';
import { userName } from '../user-name.ts';

/** Sets a new password for a user who forgot theirs. */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation(USER_ACCESS_NS);
  const form = useResetPassword(user.id, onClose);
  const titleId = useId();
  const textId = useId();
  const error = form.serverError ?? (form.invalid ? t('invalid.password') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <Dialog open onClose={() => !form.saving && onClose()} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('reset.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t('reset.text', { name: userName(user) })}
          </DialogContentText>
          <PasswordField
            label={t('reset.password')}
            value={form.password}
            onChange={(e) => form.change(e.target.value)}
            onBlur={form.blur}
            error={Boolean(error)}
            helperText={error}
            autoComplete="new-password"
            required
            autoFocus
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!form.canSubmit}>
            {t('reset.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
