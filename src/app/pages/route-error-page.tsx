import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/message-page.tsx';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { START_NS } from '../start-i18n.ts';

/**
 * Shown when a page fails to render or its code fails to load (typically after a new version was
 * deployed while the tab stayed open); reloading fetches the current files.
 */
export function RouteErrorPage() {
  const { t } = useTranslation(START_NS);
  return (
    <MessagePage
      alert
      title={t('routeError.title')}
      text={t('routeError.text')}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('reload', { ns: COMMON_NS })}
        </Button>
      }
    />
  );
}
