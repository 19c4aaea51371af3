import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../lib/i18n-common.ts';
import { toast } from '../lib/toast.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** May return a promise: the dialog shows it is busy and closes once it resolves. */
  onConfirm: () => void | Promise<unknown>;
  onClose: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmation destroys something: the confirm button is drawn in the error colour. */
  danger?: boolean;
}

/**
 * A yes/no question before an action. A failed `onConfirm` is shown as an error toast (spec 000 §8)
 * and the dialog stays open so the user can try again or say No.
 */
export function ConfirmDialog({ open, title, text, onConfirm, onClose, confirmLabel, cancelLabel, danger = false }: ConfirmDialogProps) {
  const { t } = useTranslation(COMMON_NS);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const textId = useId();

  const close = () => {
    if (!busy) onClose();
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      toast.failure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The harmless answer takes focus first, so a stray Enter does not confirm. */}
        <Button onClick={close} disabled={busy} autoFocus>
          {cancelLabel ?? t('no')}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          onClick={() => void confirm()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {confirmLabel ?? t('yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
