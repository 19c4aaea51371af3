import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormText } from '../../../components/form/form-fields.tsx';
import { LeavePrompt } from '../../../components/form/leave-prompt.tsx';
import { addIssuerRequestSchema } from '../../../domain/auth-accounts/contracts.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { addIssuer } from '../api/add-issuer.ts';
import { MANAGE_AUTH_NS } from '../i18n.ts';
import { ISSUERS_RESOURCE } from '../use-issuers.ts';
import { useLabelErrors } from '../use-label-errors.ts';

/** 'Add Issuer' (administrators): extends the list the Issuer selects offer, which load again by themselves. */
export function AddIssuerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(MANAGE_AUTH_NS);
  const form = useEntityForm({
    schema: addIssuerRequestSchema,
    defaultValues: { name: '' },
    labelOf: () => t('issuerDialog.name'),
    save: addIssuer,
    invalidates: [ISSUERS_RESOURCE],
    checkAsTyped: true,
    translateError: useLabelErrors(),
    onSaved: onClose,
  });
  const titleId = useId();
  const hintId = useId();
  const reason = form.disabledReason;
  const close = () => !form.saving && form.guard.requestClose(onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) void form.submit();
  };

  return (
    <>
      <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{t('issuerDialog.title')}</DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'flex', flexDirection: 'column', pt: 1 }}>
              <FormText form={form} name="name" required autoFocus />
            </Box>
          </DialogContent>
          <DialogActions>
            {reason ? (
              <Typography id={hintId} variant="body2" color="text.secondary" sx={{ flex: 1, px: 1 }}>
                {reason}
              </Typography>
            ) : null}
            <Button onClick={close} disabled={form.saving}>
              {t('issuerDialog.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={Boolean(reason) || form.saving}
              aria-describedby={reason ? hintId : undefined}
            >
              {t('issuerDialog.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <LeavePrompt form={form} />
    </>
  );
}
