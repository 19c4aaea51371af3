import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthAccount, AuthAccountQr } from '../../../domain/auth-accounts/contracts.ts';
import { MANAGE_AUTH_NS } from '../i18n.ts';
import { useAccountQr } from '../use-account-qr.ts';
import { useQrActions } from '../use-qr-actions.ts';

interface QrDialogProps {
  account: AuthAccount;
  /** The QR the registration answered, so a new account's code shows without another call. */
  preloaded?: AuthAccountQr;
  onClose: () => void;
}

/** The QR dialog (spec 000 §2): issuer, account code and the QR image, with Download (PNG) and copy. */
export function QrDialog({ account, preloaded, onClose }: QrDialogProps) {
  const { t } = useTranslation(MANAGE_AUTH_NS);
  const qr = useAccountQr(account, preloaded, onClose);
  const actions = useQrActions();
  const titleId = useId();
  const hintId = useId();

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={hintId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('qr.title')}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('qr.issuer')}
          </Typography>
          <Typography component="dd" variant="body2" dir="auto" sx={{ m: 0 }}>
            {account.issuer}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('qr.accountCode')}
          </Typography>
          {/* Codes read left to right in every language. */}
          <Typography component="dd" variant="body2" dir="ltr" sx={{ m: 0, textAlign: 'start', overflowWrap: 'anywhere' }}>
            {account.accountCode}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
          {qr ? (
            <Box
              component="img"
              src={qr.data}
              alt={t('qr.alt', { issuer: account.issuer, accountCode: account.accountCode })}
              // Whole modules, never smoothed: phones read a crisp code more easily.
              sx={{ width: 240, height: 240, imageRendering: 'pixelated', bgcolor: '#fff' }}
            />
          ) : (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={20} aria-hidden />
              {t('qr.loading')}
            </Box>
          )}
        </Box>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('qr.hint')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<DownloadIcon />} disabled={!qr} onClick={() => qr && actions.download(qr)} autoFocus>
          {t('qr.download')}
        </Button>
        <Button startIcon={<ContentCopyIcon />} disabled={!qr} onClick={() => qr && void actions.copy(qr)}>
          {t('qr.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('qr.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
