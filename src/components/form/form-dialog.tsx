import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { EntityForm } from '../../lib/form/use-entity-form.ts';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { LeavePrompt } from './leave-prompt.tsx';

interface FormDialogProps<V extends FieldValues> {
  form: EntityForm<V>;
  title: string;
  submitLabel: string;
  /** Why the submit button is greyed (shown beside it); enabled when absent. It is greyed while saving too. */
  disabledReason?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog form over a kit form (a popup rather than a side drawer), e.g. the Manage Stock step's. A failed save keeps the dialog open with what was typed
 * (the server's field errors on their fields); closing with changes asks first.
 */
export function FormDialog<V extends FieldValues>({ form, title, submitLabel, disabledReason, onClose, children }: FormDialogProps<V>) {
  const { t } = useTranslation(COMMON_NS);
  const titleId = useId();
  const hintId = useId();
  const close = () => !form.saving && form.guard.requestClose(onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabledReason && !form.saving) void form.submit();
  };
  return (
    <>
      <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>{children}</Box>
          </DialogContent>
          <DialogActions>
            {disabledReason ? (
              <Typography id={hintId} variant="body2" color="text.secondary" sx={{ flex: 1, px: 1 }}>
                {disabledReason}
              </Typography>
            ) : null}
            <Button onClick={close} disabled={form.saving}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={Boolean(disabledReason) || form.saving}
              aria-describedby={disabledReason ? hintId : undefined}
              startIcon={form.saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <LeavePrompt form={form} />
    </>
  );
}
