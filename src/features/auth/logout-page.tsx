import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from './i18n.ts';
import { useSession } from './session-store.ts';

/** /logout: says what is happening, then signs out (spec 000 §2 routes). */
export function LogoutPage() {
  const { t } = useTranslation(AUTH_NS);
  const logout = useSession((s) => s.logout);

  useEffect(() => {
    logout();
  }, [logout]);

  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
      <CircularProgress size={24} />
      <Typography>{t('loggingOut')}</Typography>
    </Box>
  );
}

export default LogoutPage;
