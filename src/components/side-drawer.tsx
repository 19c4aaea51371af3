import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../lib/i18n-common.ts';

interface SideDrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  /** The submit button's text: 'Save' for a new record, 'Update & Save' for an edit. */
  submitLabel: string;
  submitDisabled?: boolean;
  /** Why the submit button is disabled, shown beside it (a disabled Save always says why). */
  submitHint?: string;
  /** While true the form cannot be closed or sent again. */
  saving?: boolean;
  /** Wraps the submit button, e.g. in DisabledOption when only some users may send the form. */
  wrapSubmit?: (button: ReactElement<{ disabled?: boolean }>) => ReactNode;
  /** Beside the title: the record's History. */
  headerAction?: ReactNode;
  children: ReactNode;
}

/** The add/edit form of a screen, in a drawer at the inline end (mirrors in right-to-left languages). */
export function SideDrawer({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitDisabled = false,
  submitHint,
  saving = false,
  wrapSubmit,
  headerAction,
  children,
}: SideDrawerProps) {
  const { t } = useTranslation(COMMON_NS);
  const titleId = useId();
  const hintId = useId();

  // Esc, a backdrop click and the close button all end here; a save in flight must finish first.
  const close = () => {
    if (!saving) onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving && !submitDisabled) onSubmit();
  };

  return (
    <Drawer
      // MUI flips 'right' to the left edge when the theme is right to left.
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 480 } } } }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-busy={saving}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {headerAction}
          <IconButton aria-label={t('close')} onClick={close} disabled={saving}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, p: 2 }}>
          {submitDisabled && submitHint ? (
            <Typography id={hintId} variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {submitHint}
            </Typography>
          ) : null}
          <Button type="button" variant="outlined" onClick={close} disabled={saving}>
            {t('cancel')}
          </Button>
          {(wrapSubmit ?? ((button) => button))(
            <Button
              type="submit"
              variant="contained"
              disabled={submitDisabled || saving}
              aria-describedby={submitDisabled && submitHint ? hintId : undefined}
              startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {submitLabel}
            </Button>,
          )}
        </Box>
      </Box>
    </Drawer>
  );
}
