import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { APP_NS } from '../app-i18n.ts';
import { DEFAULT_SIGNED_IN_PATH } from '../paths.ts';

/** /pages/errors/error-404, where unknown routes land. */
export function NotFoundPage() {
  const { t } = useTranslation(APP_NS);
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h1" component="p" color="text.secondary" aria-hidden>
        404
      </Typography>
      <Typography component="h1" variant="h5" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={RouterLink} to={DEFAULT_SIGNED_IN_PATH} variant="contained">
        {t('notFound.back')}
      </Button>
    </Box>
  );
}

export default NotFoundPage;
