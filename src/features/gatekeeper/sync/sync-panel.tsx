import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import { toast } from '../../../lib/toast.ts';
import { GATEKEEPER_NS } from '../i18n.ts';
import { formatAge, formatBytes } from './format.ts';
import { OperationList } from './operation-list.tsx';
import type { useSyncPanel } from './use-sync-panel.ts';

const big = { minHeight: 52, fontWeight: 700, textTransform: 'none' } as const;

/** The sync state of this device: what waits, what the server corrected or refused, storage, tools. */
export function SyncPanel({ open, onClose, sync }: { open: boolean; onClose: () => void; sync: ReturnType<typeof useSyncPanel> }) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const timeZone = useTimeZone();
  const { summary, storage } = sync;
  // Grouped by pallet in the engine's order, newest first (no Map.groupBy: older handheld browsers lack it).
  const byPallet = new Map<string, typeof sync.operations>();
  for (const op of sync.operations) byPallet.set(op.palletNo, [...(byPallet.get(op.palletNo) ?? []), op]);

  return (
    <Drawer anchor="bottom" open={open} onClose={onClose} slotProps={{ paper: { sx: { maxHeight: '90vh', p: 2 }, 'aria-labelledby': 'gk-sync-title' } as object }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id="gk-sync-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          {t('sync.title')}
        </Typography>
        <IconButton aria-label={t('sync.close')} onClick={onClose} sx={{ marginInlineStart: 'auto', width: 48, height: 48 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box role="status" sx={{ mb: 1 }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="sync-pending">{t('sync.pending', { count: summary.pending })}</Typography>
        {summary.oldestPendingAt && <Typography>{t('sync.oldest', { age: formatAge(summary.oldestPendingAt, Date.now(), t) })}</Typography>}
        <Typography>{t('sync.lastSync', { time: summary.lastSyncAt ? formatDateTime(summary.lastSyncAt, timeZone) : t('sync.never') })}</Typography>
        {summary.lastError && <Typography color="error">{t('sync.lastError', { message: summary.lastError })}</Typography>}
        {storage && (
          <Typography variant="body2" color="text.secondary">
            {t('sync.storage', { state: storage.persisted ? t('sync.granted') : t('sync.notGranted'), used: formatBytes(storage.usageBytes), quota: formatBytes(storage.quotaBytes) })}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mb: 2 }}>
        <Button variant="contained" onClick={() => void sync.syncNow()} disabled={sync.flushing} sx={big}>
          {sync.flushing ? t('sync.syncing') : t('sync.syncNow')}
        </Button>
        <Button variant="outlined" onClick={sync.exportCsv} disabled={summary.pending === 0} sx={big}>
          {t('sync.exportCsv')}
        </Button>
        <Button variant="outlined" onClick={() => void sync.preload((count) => toast.success(t('sync.preloaded', { count })))} disabled={sync.preloading} sx={{ ...big, gridColumn: '1 / -1' }}>
          {t('sync.preload')}
        </Button>
      </Box>
      {byPallet.size === 0 ? (
        <Typography color="text.secondary">{t('sync.noOperations')}</Typography>
      ) : (
        [...byPallet].map(([palletNo, operations]) => <OperationList key={palletNo} palletNo={palletNo} operations={operations} onAcknowledge={(id) => void sync.acknowledge(id)} />)
      )}
    </Drawer>
  );
}
