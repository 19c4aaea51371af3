import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../lib/i18n-common.ts';
import { useToastStore } from '../lib/toast.ts';

/** The single snackbar of the app; mount it once near the root. Toasts show bottom centre (spec 000 §8). */
export function ToastHost() {
  const { t } = useTranslation(COMMON_NS);
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not hide a message the user may not have read yet.
    if (reason === 'clickaway' || !current) return;
    dismiss(current.id);
  };

  // Rendered straight into <body> when it appears: an open drawer or dialog hides the rest of the
  // page from screen readers, and a toast raised from inside one must still be announced.
  return (
    <Portal>
      <Snackbar
        key={current?.id}
        open={Boolean(current)}
        autoHideDuration={current?.durationMs ?? null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {current ? (
          <Alert
            severity={current.severity}
            variant="filled"
            onClose={() => close()}
            slotProps={{ closeButton: { title: t('close') } }}
            action={
              current.action ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    current.action?.onClick();
                    close();
                  }}
                >
                  {current.action.label}
                </Button>
              ) : undefined
            }
            sx={{ width: '100%', alignItems: 'center' }}
          >
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Portal>
  );
}
