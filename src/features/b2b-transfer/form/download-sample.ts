import { TRANSFER_SAMPLE_FILE } from '../../../domain/stock/stock-transfers.ts';
import { errorMessage, toast } from '../../../lib/toast.ts';
import { getSample } from '../api/get-sample.ts';
import { XLSX_MIME } from './use-transfer-form.ts';

/** Download Sample Format: the server's sample, saved through the browser's download. */
export async function downloadSample(): Promise<void> {
  try {
    const bytes = await getSample();
    const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_MIME }));
    const link = Object.assign(document.createElement('a'), { href: url, download: TRANSFER_SAMPLE_FILE });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch (error) {
    toast.error(errorMessage(error));
  }
}
