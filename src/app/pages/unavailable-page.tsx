import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../components/message-page.tsx';
import { findPage } from '../../domain/pages.ts';
import { APP_NS } from '../app-i18n.ts';
import { DEFAULT_SIGNED_IN_PATH } from '../paths.ts';

/** A page of the spec that this version does not have yet: said plainly, rather than a 404. */
export function UnavailablePage({ page }: { page: string }) {
  const { t } = useTranslation(APP_NS);
  return (
    <MessagePage
      title={t('unavailable.title')}
      text={t('unavailable.text', { page: findPage(page)?.title ?? page })}
      action={
        <Button component={RouterLink} to={DEFAULT_SIGNED_IN_PATH} variant="contained">
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
