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
  /** The fields in two columns (on wider screens) or one; two by default. */
  columns?: 1 | 2;
  /** The dialog's width: 'xs' for a field or two, 'sm' (the default) for a form. */
  width?: 'xs' | 'sm';
  onClose: () => void;
  children: ReactNode;
}

/**
 * A short form in a dialog over a kit form (where a side drawer would hide the screen it belongs
 * to). A failed save keeps the dialog open with what was typed (the server's field errors on their
 * fields); closing with changes asks first; the submit button is greyed with its reason beside it.
 */
export function FormDialog<V extends FieldValues>(props: FormDialogProps<V>) {
  const { form, title, submitLabel, disabledReason, columns = 2, width = 'sm', onClose, children } = props;
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
      <Dialog open onClose={close} aria-labelledby={titleId} maxWidth={width} fullWidth>
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? '1fr 1fr' : '1fr' }, gap: 2, pt: 1 }}>
              {children}
            </Box>
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
