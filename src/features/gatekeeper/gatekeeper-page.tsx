import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnceShown } from '../../lib/use-once-shown.ts';
import { PalletStep } from './components/pallet-step.tsx';
import { ScanStep } from './components/scan-step.tsx';
import { GATEKEEPER_NS } from './i18n.ts';
import { useSyncPanel } from './sync/use-sync-panel.ts';
import { useEngineLifecycle } from './use-engine.ts';
import { useGatekeeper } from './use-gatekeeper.ts';

// The sync panel loads when first opened: the first scan does not wait for it.
const SyncPanel = lazy(() => import('./sync/sync-panel.tsx').then((m) => ({ default: m.SyncPanel })));

/** /apps/gatekeeper: the warehouse device flow, one-handed on a phone or handheld, offline-first. */
export function GatekeeperPage() {
  const { t } = useTranslation(GATEKEEPER_NS);
  useEngineLifecycle();
  const gk = useGatekeeper();
  const [syncOpen, setSyncOpen] = useState(false);
  const sync = useSyncPanel(syncOpen);
  const syncMounted = useOnceShown(syncOpen);

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 800 }}>
          {t('title')}
        </Typography>
        <IconButton aria-label={t('sync.open', { count: sync.summary.pending })} onClick={() => setSyncOpen(true)} sx={{ marginInlineStart: 'auto', width: 48, height: 48 }}>
          <Badge badgeContent={sync.summary.pending} color="warning" max={999}>
            <SyncIcon />
          </Badge>
        </IconButton>
      </Box>
      {sync.attention.length > 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={() => setSyncOpen(true)} sx={{ minHeight: 48 }}>
              {t('sync.review')}
            </Button>
          }
        >
          {t('sync.attention', { count: sync.attention.length })}
        </Alert>
      )}
      {gk.palletNo ? <ScanStep key={gk.palletNo} palletNo={gk.palletNo} onBack={gk.back} /> : <PalletStep opening={gk.opening} onOpen={(no) => void gk.open(no)} />}
      {syncMounted && (
        <Suspense fallback={null}>
          <SyncPanel open={syncOpen} onClose={() => setSyncOpen(false)} sync={sync} />
        </Suspense>
      )}
    </Box>
  );
}

export default GatekeeperPage;
