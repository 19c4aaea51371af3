import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GATEKEEPER_NS } from '../i18n.ts';

interface ActionDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Absent for a message with only OK (the REJECTED dialog). */
  onConfirm?: () => void;
  confirmDisabled?: boolean;
  busy?: boolean;
  onClose: () => void;
  /** After the dialog has gone: the scan field takes the focus back for the next scan. */
  onExited: () => void;
  danger?: boolean;
}

const big = { minHeight: 52, minWidth: 110, fontSize: '1.05rem', fontWeight: 700, textTransform: 'none' } as const;

/** A confirmation sized for thumbs; focus goes back to the scan field, not to the button that opened it. */
export function ActionDialog({ open, title, children, onConfirm, confirmDisabled, busy, onClose, onExited, danger }: ActionDialogProps) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 800, ...(danger && !onConfirm ? { color: 'error.main' } : {}) }}>
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ p: 2, gap: 1 }}>
        {onConfirm ? (
          <>
            <Button onClick={onClose} disabled={busy} variant="outlined" size="large" sx={big} autoFocus>
              {t('cancel')}
            </Button>
            <Button
              onClick={onConfirm}
              disabled={busy || confirmDisabled}
              variant="contained"
              color={danger ? 'error' : 'primary'}
              size="large"
              sx={big}
              startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {t('confirm')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose} variant="contained" color={danger ? 'error' : 'primary'} size="large" sx={big} autoFocus>
            {t('ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
