import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../lib/i18n-common.ts';
import './plain-ui/plain-ui.css';
import './splash-screen.css';

/** Full-screen placeholder while the session check or a lazy page is loading; drawn without MUI, as every start shows it. */
export function SplashScreen() {
  const { t } = useTranslation(COMMON_NS);
  return (
    <div role="status" aria-live="polite" className="ui-surface ui-splash">
      <p className="ui-splash__name">{t('appName')}</p>
      <span className="ui-spinner" role="progressbar" aria-label={t('loading')} />
    </div>
  );
}
