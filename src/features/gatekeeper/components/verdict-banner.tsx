import { memo, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { GATEKEEPER_NS } from '../i18n.ts';
import type { VerdictSource } from '../verdict-source.ts';

const flash = keyframes`from { filter: brightness(1.6); } to { filter: brightness(1); }`;

// High-contrast colours readable in bright light, white text on each.
const COLOURS = { accepted: '#1b5e20', rejected: '#b71c1c', notOnPallet: '#e65100', warning: '#6a1b9a', attention: '#0d47a1' } as const;

/** The last result, in a colour per kind that flashes on each new result; announced to screen readers. */
export const VerdictBanner = memo(function VerdictBanner({ source, onMarkExcess }: { source: VerdictSource; onMarkExcess: (upc: string) => void }) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const verdict = useSyncExternalStore(source.subscribe, source.get);
  return (
    <Box role="status" aria-live="assertive" data-testid="verdict" data-seq={verdict?.seq ?? 0} data-kind={verdict?.kind ?? ''} sx={{ minHeight: 72 }}>
      {verdict && (
        <Box
          key={verdict.seq}
          sx={{ bgcolor: COLOURS[verdict.kind], color: '#fff', borderRadius: 1, p: 1.5, animation: `${flash} 400ms ease-out` }}
        >
          <Typography sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
            {verdict.action ? t(`verdict.${verdict.action}`) : verdict.message}{' '}
            <span dir="ltr">{verdict.upc}</span>
          </Typography>
          <Typography variant="body2">{verdict.message}</Typography>
          {verdict.action === 'NOT_ON_PALLET' && (
            <Button variant="contained" color="inherit" onClick={() => onMarkExcess(verdict.upc)} sx={{ mt: 1, minHeight: 48, color: '#000' }}>
              {t('offerExcess', { upc: verdict.upc })}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
});
