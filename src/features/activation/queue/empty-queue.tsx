import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ACTIVATION_NS } from '../i18n.ts';

/** No product to show (spec 001 §4): the queue's message, a button to generate the global queue, and Refresh. */
export function EmptyQueue({
  message,
  canWrite,
  onGenerate,
  onRefresh,
}: {
  message: string;
  canWrite: boolean;
  onGenerate: () => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation(ACTIVATION_NS);
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {message || (canWrite ? '' : t('empty.readOnly'))}
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={!canWrite} onClick={onGenerate}>
          {t('empty.generateGlobal')}
        </Button>
        <Button variant="outlined" onClick={onRefresh}>
          {t('empty.refresh')}
        </Button>
      </Stack>
    </Paper>
  );
}
