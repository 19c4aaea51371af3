import { memo } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PalletCounts } from '../../../domain/gatekeeper/contracts.ts';
import { GATEKEEPER_NS } from '../i18n.ts';

/** 'Scanned x/y' with Missing and Excess counts and the pallet's progress bar (spec 002). */
export const CountsPanel = memo(function CountsPanel({ counts }: { counts: PalletCounts | undefined }) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const c = counts ?? { scanned: 0, total: 0, missing: 0, excess: 0 };
  const percent = c.total > 0 ? Math.min(100, Math.round(((c.scanned + c.missing) / c.total) * 100)) : 0;
  return (
    <Box data-testid="counts" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
        <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 800 }} data-testid="scanned-count">
          {t('scannedOf', { scanned: c.scanned, total: c.total })}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 700 }} data-testid="missing-count">
          {t('missing', { count: c.missing })}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 700 }} data-testid="excess-count">
          {t('excess', { count: c.excess })}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={percent} aria-label={t('progress')} sx={{ height: 12, borderRadius: 1 }} />
    </Box>
  );
});
