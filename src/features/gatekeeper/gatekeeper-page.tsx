import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/plain-ui/icons.tsx';
import { useOnceShown } from '../../lib/use-once-shown.ts';
import { PalletStep } from './components/pallet-step.tsx';
import { ScanStep } from './components/scan-step.tsx';
import './gatekeeper.css';
import { GATEKEEPER_NS } from './i18n.ts';
import { useSyncPanel } from './sync/use-sync-panel.ts';
import { useEngineLifecycle, useEngineOwnership } from './use-engine.ts';
import { useGatekeeper } from './use-gatekeeper.ts';

// The sync panel loads when first opened: the first scan does not wait for it.
const SyncPanel = lazy(() => import('./sync/sync-panel.tsx').then((m) => ({ default: m.SyncPanel })));
// Shown only while another window of the app counts the scans.
const ElsewherePanel = lazy(() => import('./components/elsewhere-panel.tsx').then((m) => ({ default: m.ElsewherePanel })));

/**
 * /apps/gatekeeper: the warehouse device flow, one-handed on a phone or handheld, offline-first.
 * Drawn without MUI (plain elements and gatekeeper.css), so a cold start of the device stays small.
 */
export function GatekeeperPage() {
  const { t } = useTranslation(GATEKEEPER_NS);
  useEngineLifecycle();
  const owner = useEngineOwnership();
  const gk = useGatekeeper();
  const [syncOpen, setSyncOpen] = useState(false);
  const sync = useSyncPanel(syncOpen);
  const syncMounted = useOnceShown(syncOpen);
  const pending = sync.summary.pending;

  return (
    <div className="gk">
      <div className="gk__head">
        <h1 className="gk__title">{t('title')}</h1>
        <button
          type="button"
          className="ui-icon-button gk__sync"
          aria-label={t('sync.open', { count: pending })}
          onClick={() => setSyncOpen(true)}
        >
          <Icon name="sync" />
          {pending > 0 && (
            <span className="gk__badge" aria-hidden="true">
              {pending > 999 ? '999+' : pending}
            </span>
          )}
        </button>
      </div>
      {sync.attention.length > 0 && (
        <div role="alert" className="gk-alert">
          <Icon name="warning" className="gk-alert__icon" />
          <span className="gk-alert__text">{t('sync.attention', { count: sync.attention.length })}</span>
          <button type="button" className="ui-button gk-alert__action" onClick={() => setSyncOpen(true)}>
            {t('sync.review')}
          </button>
        </div>
      )}
      {owner === 'elsewhere' ? (
        <Suspense fallback={null}>
          <ElsewherePanel />
        </Suspense>
      ) : gk.palletNo ? (
        <ScanStep key={gk.palletNo} palletNo={gk.palletNo} onBack={gk.back} onOpenPallet={gk.open} />
      ) : (
        <PalletStep opening={gk.opening} onOpen={gk.open} />
      )}
      {syncMounted && (
        <Suspense fallback={null}>
          <SyncPanel open={syncOpen} onClose={() => setSyncOpen(false)} sync={sync} />
        </Suspense>
      )}
    </div>
  );
}

export default GatekeeperPage;
