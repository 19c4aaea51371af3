import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PalletCounts } from '../../../domain/gatekeeper/contracts.ts';
import { GATEKEEPER_NS } from '../i18n.ts';
import './counts-panel.css';

/** 'Scanned x/y' with Missing and Excess counts and the pallet's progress bar (spec 002). */
export const CountsPanel = memo(function CountsPanel({ counts }: { counts: PalletCounts | undefined }) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const c = counts ?? { scanned: 0, total: 0, missing: 0, excess: 0 };
  const percent = c.total > 0 ? Math.min(100, Math.round(((c.scanned + c.missing) / c.total) * 100)) : 0;
  return (
    <div data-testid="counts" className="gk-counts">
      <div className="gk-counts__figures">
        <p className="gk-counts__scanned" data-testid="scanned-count">
          {t('scannedOf', { scanned: c.scanned, total: c.total })}
        </p>
        <p className="gk-counts__other" data-testid="missing-count">
          {t('missing', { count: c.missing })}
        </p>
        <p className="gk-counts__other" data-testid="excess-count">
          {t('excess', { count: c.excess })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="gk-progress"
      >
        <div className="gk-progress__bar" style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
});
