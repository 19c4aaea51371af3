import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The full-screen loading overlay while a transfer is created (spec 002 §2): nothing behind it can be used meanwhile. */
export function TransferOverlay({ open, label }: { open: boolean; label: string }) {
  return (
    <Backdrop open={open} sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 })}>
      <CircularProgress color="inherit" aria-hidden />
      <Typography role="status" aria-live="polite">
        {label}
      </Typography>
    </Backdrop>
  );
}
