import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MANAGE_AUTH_NS } from '../i18n.ts';
import { useAddIssuerForm } from '../use-add-issuer-form.ts';

/** 'Add Issuer' (administrators): extends the list the Issuer selects offer. */
export function AddIssuerDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation(MANAGE_AUTH_NS);
  const form = useAddIssuerForm(onAdded);
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <Dialog open onClose={() => !form.saving && onClose()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('issuerDialog.title')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('issuerDialog.name')}
            value={form.name}
            onChange={(e) => form.change(e.target.value)}
            onBlur={form.blur}
            error={Boolean(form.error)}
            helperText={form.error}
            required
            autoFocus
            fullWidth
            autoComplete="off"
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.saving}>
            {t('issuerDialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!form.canSubmit}>
            {t('issuerDialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
