import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../lib/i18n-common.ts';

/** Full-screen placeholder while the session check or a lazy page is loading. */
export function SplashScreen() {
  const { t } = useTranslation(COMMON_NS);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <Typography component="p" variant="h6" color="primary" sx={{ fontWeight: 700 }}>
        {t('appName')}
      </Typography>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
