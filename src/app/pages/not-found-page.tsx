import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../components/message-page.tsx';
import { APP_NS } from '../app-i18n.ts';
import { DEFAULT_SIGNED_IN_PATH } from '../paths.ts';

/** /pages/errors/error-404, where unknown routes land. */
export function NotFoundPage() {
  const { t } = useTranslation(APP_NS);
  return (
    <MessagePage
      code="404"
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <Button component={RouterLink} to={DEFAULT_SIGNED_IN_PATH} variant="contained">
          {t('notFound.back')}
        </Button>
      }
    />
  );
}

export default NotFoundPage;
