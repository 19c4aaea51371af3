import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../lib/dialog.ts';
import { COMMON_NS } from '../lib/i18n-common.ts';

/** Renders the dialog service's current dialog; mounted once beside the toast host. */
export function DialogHost() {
  const { t } = useTranslation(COMMON_NS);
  const current = useDialogStore((s) => s.current);
  const close = useDialogStore((s) => s.close);
  const titleId = useId();
  return (
    <Dialog open={Boolean(current)} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{current?.title}</DialogTitle>
      <DialogContent>{current?.content}</DialogContent>
      <DialogActions>
        {current?.actions?.length ? (
          current.actions.map((action) => (
            <Button
              key={action.label}
              variant={action.variant ?? 'text'}
              onClick={() => {
                action.onClick();
                close();
              }}
            >
              {action.label}
            </Button>
          ))
        ) : (
          <Button onClick={close}>{t('close')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
