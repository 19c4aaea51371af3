import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSyncStatus } from '../../lib/sync-status.ts';
import { AUTH_NS } from './i18n.ts';
import { useSession } from './session-store.ts';

/**
 * /logout: says what is happening, then signs out (spec 000 §2 routes). With operations of this
 * device still unsynced it asks first; signing out never deletes them, they sync after the next sign-in.
 */
export function LogoutPage() {
  const { t } = useTranslation(AUTH_NS);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const [pending] = useState(() => useSyncStatus.getState().pending);

  useEffect(() => {
    if (pending === 0) logout();
  }, [logout, pending]);

  if (pending > 0) {
    return (
      <Dialog open aria-labelledby="unsynced-title">
        <DialogTitle id="unsynced-title">{t('unsyncedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('unsyncedText', { count: pending })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => navigate(-1)} autoFocus>
            {t('stay')}
          </Button>
          <Button color="warning" onClick={() => logout()}>
            {t('signOutAnyway')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
      <CircularProgress size={24} />
      <Typography>{t('loggingOut')}</Typography>
    </Box>
  );
}

/** /auth/logout: signs out at once, for links from other systems. */
export function ImmediateLogout() {
  const logout = useSession((s) => s.logout);
  useEffect(() => logout(), [logout]);
  return null;
}

export default LogoutPage;
