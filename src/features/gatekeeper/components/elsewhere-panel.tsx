import { useTranslation } from 'react-i18next';
import * as offline from '../../../offline/index.ts';
import { GATEKEEPER_NS } from '../i18n.ts';

/**
 * In place of the steps while another tab or window of the app runs the engine: scans are counted
 * in one at a time. Using this window (focus) takes it back; the button says so out loud.
 */
export function ElsewherePanel() {
  const { t } = useTranslation(GATEKEEPER_NS);
  return (
    <section aria-labelledby="gk-elsewhere" className="gk-card gk-elsewhere">
      <h2 id="gk-elsewhere" className="gk__step-title">
        {t('elsewhere.title')}
      </h2>
      <p>{t('elsewhere.text')}</p>
      <button type="button" className="ui-button ui-button--contained" onClick={() => offline.claimEngine(true)}>
        {t('elsewhere.take')}
      </button>
    </section>
  );
}
