import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain-ui/icons.tsx';
import { ModalDialog } from '../../../components/plain-ui/modal-dialog.tsx';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import { addPartStrings } from '../../../lib/part-strings.ts';
import { toast } from '../../../lib/toast.ts';
import { SYNC_NS, syncResources } from './sync-i18n.ts';
import { formatAge, formatBytes } from './format.ts';
import { ScanCatcher } from '../components/scan-catcher.tsx';
import { OperationList } from './operation-list.tsx';
import { wordsText } from '../verdict-text.ts';
import type { useSyncPanel } from './use-sync-panel.ts';
import './sync-panel.css';

addPartStrings(SYNC_NS, syncResources);

/**
 * The sync state of this device, as a sheet from the bottom edge: what waits, what the server
 * corrected or refused, storage, tools.
 */
export function SyncPanel({ open, onClose, sync }: { open: boolean; onClose: () => void; sync: ReturnType<typeof useSyncPanel> }) {
  const { t } = useTranslation(SYNC_NS);
  const timeZone = useTimeZone();
  const { summary, storage } = sync;
  // Grouped by pallet in the engine's order, newest first (no Map.groupBy: older handheld browsers lack it).
  const byPallet = new Map<string, typeof sync.operations>();
  for (const op of sync.operations) byPallet.set(op.palletNo, [...(byPallet.get(op.palletNo) ?? []), op]);

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy="gk-sync-title" className="ui-dialog--sheet">
      <div className="gk-sync__head">
        <h2 id="gk-sync-title" className="ui-dialog__title">
          {t('title')}
        </h2>
        {/* Scanning goes on with the panel open: a wedge's committed text lands here, not on a button. */}
        <ScanCatcher />
        <button type="button" className="ui-icon-button" aria-label={t('close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="ui-dialog__content gk-sync__body">
        <div role="status" className="gk-sync__summary">
          <p className="gk-sync__pending" data-testid="sync-pending">
            {t('pending', { count: summary.pending })}
          </p>
          {summary.oldestPendingAt && <p>{t('oldest', { age: formatAge(summary.oldestPendingAt, Date.now(), t) })}</p>}
          <p>{t('lastSync', { time: summary.lastSyncAt ? formatDateTime(summary.lastSyncAt, timeZone) : t('never') })}</p>
          {summary.lastError && <p className="gk-text-error">{t('lastError', { message: wordsText(summary.lastError) })}</p>}
          {storage && (
            <p className="gk-text-secondary">
              {t('storage', {
                state: storage.persisted ? t('granted') : t('notGranted'),
                used: formatBytes(storage.usageBytes),
                quota: formatBytes(storage.quotaBytes),
              })}
            </p>
          )}
        </div>
        <div className="gk-sync__tools">
          <button type="button" className="ui-button ui-button--contained" onClick={() => void sync.syncNow()} disabled={sync.flushing}>
            {sync.flushing ? t('syncing') : t('syncNow')}
          </button>
          <button type="button" className="ui-button ui-button--outlined" onClick={sync.exportCsv} disabled={summary.pending === 0}>
            {t('exportCsv')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--outlined gk-sync__wide"
            onClick={() => void sync.preload((count) => toast.success(t('preloaded', { count })))}
            disabled={sync.preloading}
          >
            {t('preload')}
          </button>
        </div>
        {byPallet.size === 0 ? (
          <p className="gk-text-secondary">{t('noOperations')}</p>
        ) : (
          [...byPallet].map(([palletNo, operations]) => (
            <OperationList key={palletNo} palletNo={palletNo} operations={operations} onAcknowledge={(id) => void sync.acknowledge(id)} />
          ))
        )}
      </div>
    </ModalDialog>
  );
}
