import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { GATEKEEPER_MESSAGES } from '../../../domain/gatekeeper/messages.ts';
import { GATEKEEPER_NS } from '../i18n.ts';
import { ltr } from '../pallet-input.ts';
import type { useScanStep } from '../use-scan-step.ts';
import { ActionDialog } from './action-dialog.tsx';

interface StepDialogsProps {
  palletNo: string;
  step: ReturnType<typeof useScanStep>;
  refocus: () => void;
}

/** The confirmations of step 2 (Mark Excess, Mark Missing, Close Pallet) and the 'REJECTED' dialog. */
export function StepDialogs({ palletNo, step, refocus }: StepDialogsProps) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const common = { busy: step.working, onClose: step.closeDialog, onExited: refocus };
  return (
    <>
      <ActionDialog open={step.dialog === 'excess'} title={t('excessDialog.title')} onConfirm={() => void step.confirmExcess()} confirmDisabled={!step.excessUpc.trim()} {...common}>
        <DialogContentText sx={{ mb: 2 }}>{t('excessDialog.text', { palletNo: ltr(palletNo) })}</DialogContentText>
        <TextField
          label={t('excessDialog.upc')}
          value={step.excessUpc}
          onChange={(e) => step.setExcessUpc(e.target.value.replace(/[^0-9A-Za-z]/g, ''))}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', style: { fontSize: '1.3rem' } } }}
        />
      </ActionDialog>

      <ActionDialog open={step.dialog === 'missing'} title={t('missingDialog.title')} onConfirm={() => void step.confirmMissing()} danger {...common}>
        <DialogContentText>{t('missingDialog.text', { palletNo: ltr(palletNo), count: step.missingUpcs.length })}</DialogContentText>
        <List dense aria-label={t('missingDialog.title')} sx={{ maxHeight: '40vh', overflowY: 'auto' }}>
          {step.missingUpcs.map((upc) => (
            <ListItem key={upc} dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '1.1rem' }}>
              {upc}
            </ListItem>
          ))}
        </List>
      </ActionDialog>

      <ActionDialog open={step.dialog === 'close'} title={t('closeDialog.title')} onConfirm={() => void step.confirmClose()} danger {...common}>
        <DialogContentText>
          {t('closeDialog.text', { palletNo: ltr(palletNo) })}
        </DialogContentText>
      </ActionDialog>

      <ActionDialog open={step.rejected !== null} title={GATEKEEPER_MESSAGES.rejected} onClose={step.dismissRejected} onExited={refocus} danger>
        <Typography dir="ltr" sx={{ fontSize: '1.4rem', fontWeight: 800, mb: 1 }}>
          {step.rejected?.upc}
        </Typography>
        <Typography>
          {t('rejectedReason')}: {step.rejected?.reason}
        </Typography>
      </ActionDialog>
    </>
  );
}
