import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addPartStrings } from '../../../lib/part-strings.ts';
import * as offline from '../../../offline/index.ts';
import { useScanInput } from '../scan-input/use-scan-input.ts';
import { ELSEWHERE_NS, elsewhereResources } from './elsewhere-i18n.ts';

addPartStrings(ELSEWHERE_NS, elsewhereResources);

/** Reads no scan itself: the reader only holds what it hears. */
const readsNothing = () => undefined;
/** A move that never ends while the panel is shown: everything scanned meanwhile is held. */
const untilTheStepsReturn = () => new Promise<boolean>(() => undefined);

/**
 * In place of the steps while another tab or window of the app runs the engine: scans are counted
 * in one at a time. Using this window (focus) takes it back; the button says so out loud. A scan
 * that arrives as the window is taken back, before the steps are drawn again, is held for them
 * (early-input.ts), as a scan during a pallet's opening is, so the scanner never loses one.
 */
export function ElsewherePanel() {
  const { t } = useTranslation(ELSEWHERE_NS);
  const hold = useScanInput(readsNothing);
  useEffect(() => hold(untilTheStepsReturn()), [hold]);
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
