import { useTranslation } from 'react-i18next';
import { addPartStrings } from '../../../lib/part-strings.ts';
import * as offline from '../../../offline/index.ts';
import { ELSEWHERE_NS, elsewhereResources } from './elsewhere-i18n.ts';

addPartStrings(ELSEWHERE_NS, elsewhereResources);

/**
 * In place of the steps while another tab or window of the app runs the engine: scans are counted
 * in one at a time. Using this window (focus) takes it back; the button says so out loud.
 */
export function ElsewherePanel() {
  const { t } = useTranslation(ELSEWHERE_NS);
  return (
    <section aria-labelledby="gk-elsewhere" className="gk-card gk-elsewhere">
      <h2 id="gk-elsewhere" className="gk__step-title">
        {t('title')}
      </h2>
      <p>{t('text')}</p>
      <button type="button" className="ui-button ui-button--contained" onClick={() => offline.claimEngine(true)}>
        {t('take')}
      </button>
    </section>
  );
}
