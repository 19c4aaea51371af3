import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../components/message-page.tsx';
import { APP_NS } from '../app-i18n.ts';
import { DEFAULT_SIGNED_IN_PATH } from '../paths.ts';

/** /pages/errors/error-500, open to everyone (spec 000 §2 routes). */
export function ServerErrorPage() {
  const { t } = useTranslation(APP_NS);
  return (
    <MessagePage
      code="500"
      title={t('serverError.title')}
      text={t('serverError.text')}
      action={
        <Button component={RouterLink} to={DEFAULT_SIGNED_IN_PATH} variant="contained">
          {t('serverError.back')}
        </Button>
      }
    />
  );
}

export default ServerErrorPage;
