import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormText } from '../../../components/form/form-fields.tsx';
import { LeavePrompt } from '../../../components/form/leave-prompt.tsx';
import type { AdminUser } from '../../../domain/users/contracts.ts';
import { USER_ACCESS_NS } from '../i18n.ts';
import { useResetPassword } from '../use-reset-password.ts';
import { userName } from '../user-name.ts';

/** Sets a new password for a user who forgot theirs; after a refused stale save, offers to set it anyway. */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation(USER_ACCESS_NS);
  const form = useResetPassword(user, onClose);
  const titleId = useId();
  const textId = useId();
  const close = () => form.guard.requestClose(onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <>
      <Dialog open onClose={() => !form.saving && close()} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{t('reset.title')}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText id={textId}>{t('reset.text', { name: userName(user) })}</DialogContentText>
            <FormText form={form} name="password" type="password" autoFocus />
            {form.stale && (
              // Someone changed the user since the list was read: their name and time, and the choice to go on.
              <Alert
                severity="warning"
                role="alert"
                action={
                  <Button color="inherit" size="small" onClick={() => void form.overwrite()} disabled={form.saving}>
                    {t('reset.anyway')}
                  </Button>
                }
              >
                {t('reset.staleHint', { user: form.stale.by })}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={form.saving}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={form.saving}>
              {t('reset.submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <LeavePrompt form={form} />
    </>
  );
}
