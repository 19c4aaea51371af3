import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { GATEKEEPER_NS } from '../i18n.ts';
import { ltr } from '../pallet-input.ts';
import type { VerdictSource } from '../verdict-source.ts';
import './verdict-banner.css';

/**
 * The last result, in a colour per kind (verdict-banner.css: high contrast, white text, readable in
 * bright light, and no animation); announced to screen readers.
 */
export const VerdictBanner = memo(function VerdictBanner({
  source,
  onMarkExcess,
  onOpenPallet,
}: {
  source: VerdictSource;
  onMarkExcess: (upc: string) => void;
  onOpenPallet: (palletNo: string) => void;
}) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const verdict = useSyncExternalStore(source.subscribe, source.get);
  return (
    <div
      role="status"
      aria-live="assertive"
      data-testid="verdict"
      data-seq={verdict?.seq ?? 0}
      data-kind={verdict?.kind ?? ''}
      className="gk-verdict"
    >
      {verdict && (
        <div key={verdict.seq} className={`gk-verdict__card gk-verdict__card--${verdict.kind}`}>
          {verdict.action ? (
            <>
              <p className="gk-verdict__title">
                {t(`verdict.${verdict.action}`)} <span dir="ltr">{verdict.upc}</span>
              </p>
              <p className="gk-verdict__message">{verdict.message}</p>
            </>
          ) : (
            // A word about a code not recorded: said once.
            <p className="gk-verdict__title">{verdict.message}</p>
          )}
          {verdict.action === 'NOT_ON_PALLET' && (
            <button type="button" className="ui-button gk-verdict__offer" onClick={() => onMarkExcess(verdict.upc)}>
              {t('offerExcess', { upc: verdict.upc })}
            </button>
          )}
          {verdict.palletNo && (
            <button type="button" className="ui-button gk-verdict__offer" onClick={() => onOpenPallet(verdict.palletNo!)}>
              {t('scanInput.openPallet', { code: ltr(verdict.palletNo) })}
            </button>
          )}
        </div>
      )}
    </div>
  );
});
