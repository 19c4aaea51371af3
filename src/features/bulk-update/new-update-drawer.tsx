import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../components/date-time-field.tsx';
import { DisabledOption } from '../../components/disabled-option.tsx';
import { UploadDrawer } from '../../components/upload-drawer.tsx';
import {
  BULK_UPDATE_COLUMNS,
  BULK_UPDATE_MAX_BYTES,
  BULK_UPDATE_MODES,
  BULK_UPDATE_SOURCES,
  BULK_UPDATE_TYPES,
  type BulkUpdateMode,
  type BulkUpdateType,
} from '../../domain/bulk-update/constants.ts';
import { BULK_UPDATE_MESSAGES } from '../../domain/bulk-update/messages.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useTimeZone } from '../../lib/date-time.ts';
import { queryKeys } from '../../lib/query/query-keys.ts';
import { saveTextFile } from '../../lib/save-text-file.ts';
import { toast } from '../../lib/toast.ts';
import { parseZoned } from '../../lib/zoned-date-time.ts';
import { getSampleFile } from './api/get-bulk-update-files.ts';
import { queueBulkUpdate } from './api/queue-bulk-update.ts';
import { BULK_UPDATE_NS } from './i18n.ts';
import { BULK_DATE_TIME_FORMAT } from './use-bulk-update-columns.tsx';
import { BULK_UPDATES_RESOURCE } from './use-live-progress.ts';

/**
 * A new update: its type, source and mode (now, or a time of the deployment's zone), and its file
 * of rows, whose required columns and sample are shown for the type. A refused file lists every
 * problem with its row under the picker, and nothing is queued.
 */
export function NewUpdateDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(BULK_UPDATE_NS);
  const queryClient = useQueryClient();
  const timeZone = useTimeZone();
  const [updateType, setUpdateType] = useState<BulkUpdateType>('DISCOUNT');
  const [mode, setMode] = useState<BulkUpdateMode>('NOW');
  const [runAt, setRunAt] = useState('');
  const [problems, setProblems] = useState<{ field: string; message: string }[]>([]);

  const upload = async (file: File) => {
    setProblems([]);
    let at: string | undefined;
    if (mode === 'SCHEDULE') {
      at = parseZoned(runAt, BULK_DATE_TIME_FORMAT, timeZone) ?? undefined;
      if (!at) throw new Error(runAt ? t('badRunAt') : BULK_UPDATE_MESSAGES.scheduleRequired);
    }
    try {
      const { message } = await queueBulkUpdate({ updateType, source: 'PID_LIST', mode, runAt: at }, file);
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
      typeError={BULK_UPDATE_MESSAGES.fileType}
      onUpload={upload}
      submitLabel={t('queue')}
      wrapSubmit={(button) => <DisabledOption path="/apps/bulk-update">{button}</DisabledOption>}
    >
      <TextField select label={t('fields.updateType')} value={updateType} onChange={(e) => setUpdateType(e.target.value as BulkUpdateType)}>
        {BULK_UPDATE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('fields.source')} value="PID_LIST" helperText={t('filterLater')}>
        {BULK_UPDATE_SOURCES.map((source) => (
          <MenuItem key={source} value={source} disabled={source !== 'PID_LIST'}>
            {t(`sources.${source}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('fields.mode')} value={mode} onChange={(e) => setMode(e.target.value as BulkUpdateMode)}>
        {BULK_UPDATE_MODES.map((m) => (
          <MenuItem key={m} value={m}>
            {t(`modes.${m}`)}
          </MenuItem>
        ))}
      </TextField>
      {mode === 'SCHEDULE' && (
        <DateTimeField label={t('fields.runAt')} value={runAt} onChange={setRunAt} format={BULK_DATE_TIME_FORMAT} width="100%" />
      )}
      <Typography variant="body2">{t('requiredColumns', { columns: BULK_UPDATE_COLUMNS[updateType].join(', ') })}</Typography>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadSample()}>
        {t('downloadSample')}
      </Button>
      {problems.length > 0 && (
        <Alert severity="error" role="alert">
          <Typography variant="body2">{t('problems')}</Typography>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {problems.map((p, n) => (
              <li key={n}>{t('problem', { row: p.field.slice(4), message: p.message })}</li>
            ))}
          </ul>
        </Alert>
      )}
    </UploadDrawer>
  );
}
