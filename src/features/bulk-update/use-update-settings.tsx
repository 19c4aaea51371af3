import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../components/date-time-field.tsx';
import {
  BULK_UPDATE_MODES,
  BULK_UPDATE_SOURCES,
  BULK_UPDATE_TYPES,
  type BulkUpdateMode,
  type BulkUpdateSource,
  type BulkUpdateType,
} from '../../domain/bulk-update/constants.ts';
import { BULK_UPDATE_MESSAGES } from '../../domain/bulk-update/messages.ts';
import { useTimeZone } from '../../lib/date-time.ts';
import { sayHere } from '../../lib/words.ts';
import { parseZoned } from '../../lib/zoned-date-time.ts';
import { BULK_UPDATE_NS } from './i18n.ts';
import { BULK_DATE_TIME_FORMAT } from './use-bulk-update-columns.tsx';

/**
 * What every new update chooses, whatever its source: its type, its source (a file of PIDs or a
 * rule) and when it runs (now, or a time of the deployment's zone). `fields` draws them;
 * `runAt()` answers the time to send, or throws the words of a missing or unreadable one.
 */
export function useUpdateSettings() {
  const { t } = useTranslation(BULK_UPDATE_NS);
  const timeZone = useTimeZone();
  const [updateType, setUpdateType] = useState<BulkUpdateType>('DISCOUNT');
  const [source, setSource] = useState<BulkUpdateSource>('PID_LIST');
  const [mode, setMode] = useState<BulkUpdateMode>('NOW');
  const [runAtText, setRunAtText] = useState('');

  const runAt = (): string | undefined => {
    if (mode === 'NOW') return undefined;
    const at = parseZoned(runAtText, BULK_DATE_TIME_FORMAT, timeZone);
    if (!at) throw new Error(runAtText ? t('badRunAt') : sayHere(BULK_UPDATE_MESSAGES.scheduleRequired));
    return at;
  };

  const pick = <T extends string>(label: string, value: T, values: readonly T[], set: (value: T) => void, words: string) => (
    <TextField select label={t(label)} value={value} onChange={(e) => set(e.target.value as T)}>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {t(`${words}.${v}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  const fields = (runAtError?: string) => (
    <>
      {pick('fields.updateType', updateType, BULK_UPDATE_TYPES, setUpdateType, 'types')}
      {pick('fields.source', source, BULK_UPDATE_SOURCES, setSource, 'sources')}
      {pick('fields.mode', mode, BULK_UPDATE_MODES, setMode, 'modes')}
      {mode === 'SCHEDULE' && (
        <DateTimeField
          label={t('fields.runAt')}
          value={runAtText}
          onChange={setRunAtText}
          format={BULK_DATE_TIME_FORMAT}
          width="100%"
          error={Boolean(runAtError)}
          helperText={runAtError ?? (source === 'FILTER_CONDITION' ? t('chosenAtRun') : undefined)}
        />
      )}
    </>
  );

  return { updateType, source, mode, runAtText, runAt, fields };
}

export type UpdateSettings = ReturnType<typeof useUpdateSettings>;
