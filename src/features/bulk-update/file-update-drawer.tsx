import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisabledOption } from '../../components/disabled-option.tsx';
import { UploadDrawer } from '../../components/upload-drawer.tsx';
import { BULK_UPDATE_COLUMNS, BULK_UPDATE_MAX_BYTES } from '../../domain/bulk-update/constants.ts';
import { BULK_UPDATE_MESSAGES } from '../../domain/bulk-update/messages.ts';
import { isApiError } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query/query-keys.ts';
import { saveTextFile } from '../../lib/save-text-file.ts';
import { toast } from '../../lib/toast.ts';
import { sayHere } from '../../lib/words.ts';
import { getSampleFile } from './api/get-bulk-update-files.ts';
import { queueBulkUpdate } from './api/queue-bulk-update.ts';
import { FileProblems } from './file-problems.tsx';
import { BULK_UPDATE_NS } from './i18n.ts';
import type { UpdateSettings } from './use-update-settings.tsx';
import { BULK_UPDATES_RESOURCE } from './use-live-progress.ts';

/**
 * A new update from a file of rows (PID_LIST): the type's required columns and sample are shown,
 * and a refused file lists every problem with its row under the picker; nothing is queued.
 */
export function FileUpdateDrawer({ settings, onClose }: { settings: UpdateSettings; onClose: () => void }) {
  const { t } = useTranslation(BULK_UPDATE_NS);
  const queryClient = useQueryClient();
  const { updateType, mode } = settings;
  const [problems, setProblems] = useState<{ field: string; message: string }[]>([]);

  const upload = async (file: File) => {
    setProblems([]);
    const runAt = settings.runAt();
    try {
      const { message } = await queueBulkUpdate({ updateType, source: 'PID_LIST', mode, runAt }, file);
      await queryClient.invalidateQueries({ queryKey: queryKeys.all(BULK_UPDATES_RESOURCE) });
      return message;
    } catch (error) {
      if (isApiError(error)) setProblems(error.fieldErrors.filter((e) => e.field.startsWith('row ')));
      throw error;
    }
  };

  const downloadSample = () =>
    getSampleFile(updateType).then(
      (csv) => saveTextFile(csv, `${updateType.toLowerCase()}-sample.csv`),
      (error: unknown) => toast.error(error instanceof Error ? error.message : String(error)),
    );

  return (
    <UploadDrawer
      open
      title={t('newUpdate')}
      onClose={onClose}
      accept={['.csv', '.xlsx']}
      maxBytes={BULK_UPDATE_MAX_BYTES}
      typeError={sayHere(BULK_UPDATE_MESSAGES.fileType)}
      onUpload={upload}
      submitLabel={t('queue')}
      wrapSubmit={(button) => <DisabledOption path="/apps/bulk-update">{button}</DisabledOption>}
    >
      {settings.fields()}
      <Typography variant="body2">{t('requiredColumns', { columns: BULK_UPDATE_COLUMNS[updateType].join(', ') })}</Typography>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadSample()}>
        {t('downloadSample')}
      </Button>
      <FileProblems problems={problems} />
    </UploadDrawer>
  );
}
