import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type * as offline from '../../../offline/index.ts';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import { GATEKEEPER_NS } from '../i18n.ts';

type OperationView = ReturnType<typeof offline.listOperations>[number];

const CHIP_COLOUR = { pending: 'warning', synced: 'success', corrected: 'info', conflict: 'error' } as const;

/** One pallet's operations on this device, newest first, each with its state and both times. */
export function OperationList({ palletNo, operations, onAcknowledge }: { palletNo: string; operations: OperationView[]; onAcknowledge: (opId: string) => void }) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const timeZone = useTimeZone();
  return (
    <Box component="section" aria-label={palletNo} sx={{ mb: 2 }}>
      <Typography component="h3" sx={{ fontWeight: 800 }}>
        <span dir="ltr">{palletNo}</span>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {operations.map((op) => (
          <Box component="li" key={op.opId} data-status={op.status} sx={{ py: 1, borderBlockEnd: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" color={CHIP_COLOUR[op.status]} label={t(`sync.statusLabel.${op.status}`)} />
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {t(`sync.type.${op.type}`)}
              </Typography>
              {op.upcs.length > 0 && (
                <Typography variant="body2" dir="ltr">
                  {op.upcs.length > 3 ? `${op.upcs.slice(0, 3).join(', ')} … (${op.upcs.length})` : op.upcs.join(', ')}
                </Typography>
              )}
            </Box>
            <Typography variant="caption" component="p" color="text.secondary">
              {t('sync.deviceTime', { time: formatDateTime(op.deviceTime, timeZone) })}
              {op.serverTime && ` · ${t('sync.serverTime', { time: formatDateTime(op.serverTime, timeZone) })}`}
            </Typography>
            {op.status === 'corrected' && (
              <Typography variant="body2">{t('sync.corrected', { local: op.localAction ?? '—', server: op.serverAction ?? '—' })}</Typography>
            )}
            {op.status === 'conflict' && <Typography variant="body2" color="error">{t('sync.conflict', { message: op.serverMessage ?? '' })}</Typography>}
            {(op.status === 'corrected' || op.status === 'conflict') && !op.acknowledged && (
              <Button size="large" variant="contained" onClick={() => onAcknowledge(op.opId)} sx={{ mt: 0.5, minHeight: 48 }}>
                {t('sync.acknowledge')}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
