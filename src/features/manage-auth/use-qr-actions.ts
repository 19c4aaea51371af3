import { useTranslation } from 'react-i18next';
import type { AuthAccountQr } from '../../domain/auth-accounts/contracts.ts';
import { toast } from '../../lib/toast.ts';
import { MANAGE_AUTH_NS } from './i18n.ts';
import { pngBlobOf, qrFileName } from './qr-file.ts';

/** The QR dialog's buttons: save the image as a PNG file, or copy it. */
export function useQrActions() {
  const { t } = useTranslation(MANAGE_AUTH_NS);

  /** Saves the very PNG the server rendered, named after the issuer and account code. */
  const download = (qr: AuthAccountQr) => {
    const link = document.createElement('a');
    link.href = qr.data;
    link.download = qrFileName(qr.issuer, qr.accountCode);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  };

  /**
   * Copies the image where the browser can put a PNG on the clipboard, otherwise the otpauth URI as
   * text (authenticator apps on a desktop accept it too); the toast says which was copied.
   */
  const copy = async (qr: AuthAccountQr) => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (clipboard?.write && typeof ClipboardItem !== 'undefined') {
      try {
        await clipboard.write([new ClipboardItem({ 'image/png': pngBlobOf(qr.data) })]);
        toast.success(t('qr.copiedImage'));
        return;
      } catch {
        // Images refused (no permission, or no image support): the text below may still pass.
      }
    }
    try {
      if (!clipboard?.writeText) throw new Error('no clipboard');
      await clipboard.writeText(qr.otpauthUri);
      toast.success(t('qr.copiedUri'));
    } catch {
      toast.error(t('qr.copyFailed'));
    }
  };

  return { download, copy };
}
