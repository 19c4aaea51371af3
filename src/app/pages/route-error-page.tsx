import { useTranslation } from 'react-i18next';
import '../../components/plain-ui/plain-ui.css';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { START_NS } from '../start-i18n.ts';
import './route-error-page.css';

/**
 * Shown when a page fails to render or its code fails to load (typically after a new version was
 * deployed while the tab stayed open); reloading fetches the current files. Drawn without MUI: it is
 * part of every start, and MUI's own code may be what could not be loaded.
 */
export function RouteErrorPage() {
  const { t } = useTranslation(START_NS);
  return (
    <div role="alert" className="ui-surface ui-message">
      <h1 className="ui-message__title">{t('routeError.title')}</h1>
      <p className="ui-message__text">{t('routeError.text')}</p>
      <button type="button" className="ui-button ui-button--contained" onClick={() => window.location.reload()}>
        {t('reload', { ns: COMMON_NS })}
      </button>
    </div>
  );
}
