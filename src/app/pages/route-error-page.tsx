import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { APP_NS } from '../app-i18n.ts';

/**
 * Shown when a page fails to render or its code fails to load (typically after a new version was
 * deployed while the tab stayed open); reloading fetches the current files.
 */
export function RouteErrorPage() {
  const { t } = useTranslation(APP_NS);
  return (
    <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {t('routeError.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('routeError.text')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('reload', { ns: COMMON_NS })}
      </Button>
    </Box>
  );
}
