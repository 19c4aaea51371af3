import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../components/message-page.tsx';
import { APP_NS } from '../app-i18n.ts';
import { DEFAULT_SIGNED_IN_PATH } from '../paths.ts';

/** Shown in place of a page the user holds no grant for (spec 000 §2: 'NOT AUTHORIZED', back to /dashboard). */
export function UnauthorizedPage() {
  const { t } = useTranslation(APP_NS);
  return (
    <MessagePage
      code="401"
      title={t('unauthorized.title')}
      text={t('unauthorized.text')}
      action={
        <Button component={RouterLink} to={DEFAULT_SIGNED_IN_PATH} variant="contained">
          {t('unauthorized.back')}
        </Button>
      }
    />
  );
}

export default UnauthorizedPage;
