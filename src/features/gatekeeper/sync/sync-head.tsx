import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain-ui/icons.tsx';
import { useOnceShown } from '../../../lib/use-once-shown.ts';
import { GATEKEEPER_NS } from '../i18n.ts';
import { PageHead } from './page-head.tsx';
import { useSyncPanel } from './use-sync-panel.ts';

// The sync panel loads when first opened: the first scan does not wait for it.
const SyncPanel = lazy(() => import('./sync-panel.tsx').then((m) => ({ default: m.SyncPanel })));

/**
 * The head once the engine has loaded: the sync button with its count, the alert for corrections
 * and conflicts waiting for the operator, and the sync panel.
 */
export function SyncHead() {
  const { t } = useTranslation(GATEKEEPER_NS);
  const [syncOpen, setSyncOpen] = useState(false);
  const sync = useSyncPanel(syncOpen);
  const syncMounted = useOnceShown(syncOpen);

  return (
    <>
      <PageHead pending={sync.summary.pending} onOpen={() => setSyncOpen(true)} />
      {sync.attention.length > 0 && (
        <div role="alert" className="gk-alert">
          <Icon name="warning" className="gk-alert__icon" />
          <span className="gk-alert__text">{t('sync.attention', { count: sync.attention.length })}</span>
          <button type="button" className="ui-button gk-alert__action" onClick={() => setSyncOpen(true)}>
            {t('sync.review')}
          </button>
        </div>
      )}
      {syncMounted && (
        <Suspense fallback={null}>
          <SyncPanel open={syncOpen} onClose={() => setSyncOpen(false)} sync={sync} />
        </Suspense>
      )}
    </>
  );
}

export default SyncHead;
