import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DisabledOption } from '../../components/disabled-option.tsx';
import { HistoryButton } from '../../components/history/history-button.tsx';
import type { Column } from '../../components/record-columns.tsx';
import { isWithdrawable, type BulkUpdate } from '../../domain/bulk-update/contracts.ts';
import { useTimeZone } from '../../lib/date-time.ts';
import type { ExportColumn } from '../../lib/excel.ts';
import { formatZoned } from '../../lib/zoned-date-time.ts';
import { BULK_UPDATE_NS } from './i18n.ts';

const column = createColumnHelper<BulkUpdate>();
/** Times as the spec's report filters show them (002 §9). */
export const BULK_DATE_TIME_FORMAT = 'MM/DD/YYYY hh:mm A';

/**
 * The list's columns: what each update is, when it runs, its status with progress, its rows, who
 * queued it, its result file, and its actions: History, and Withdraw while a scheduled one waits.
 */
export function useBulkUpdateColumns(downloadResult: (update: BulkUpdate) => void, withdraw: (update: BulkUpdate) => void) {
  const { t } = useTranslation(BULK_UPDATE_NS);
  const timeZone = useTimeZone();

  return useMemo(() => {
    const header = (field: string) => t(`columns.${field}`);
    const when = (iso: string) => formatZoned(iso, BULK_DATE_TIME_FORMAT, timeZone);
    // A scheduled update by rule has no rows until its time: they are the products its rule selects then.
    const rowsOf = (u: BulkUpdate) => (u.rowsChosen ? `${u.okRows} / ${u.failedRows} / ${u.totalRows}` : t('rowsLater'));
    const typeOf = (u: BulkUpdate) => t(`types.${u.updateType}`);
    const sourceOf = (u: BulkUpdate) => t(`sources.${u.source}`);
    const modeOf = (u: BulkUpdate) => t(`modes.${u.mode}`);
    const statusOf = (u: BulkUpdate) => (u.withdrawn ? t('withdrawnStatus') : t(`statuses.${u.status}`));
    const logLabel = (field: string) => t(`logFields.${field}`, { defaultValue: field });
    const columns: Column<BulkUpdate>[] = [
      column.accessor('id', { header: header('id') }),
      column.accessor(typeOf, { id: 'updateType', header: header('updateType') }),
      column.accessor(sourceOf, {
        id: 'source',
        header: header('source'),
        cell: (c) => (
          <Stack sx={{ minWidth: 140 }}>
            <span>{sourceOf(c.row.original)}</span>
            {c.row.original.rule && (
              <Typography variant="caption" color="text.secondary" dir="ltr">
                {c.row.original.rule}
              </Typography>
            )}
          </Stack>
        ),
      }),
      column.accessor(modeOf, { id: 'mode', header: header('mode') }),
      column.accessor((u) => when(u.runAt), { id: 'runAt', header: header('runAt') }),
      column.accessor(statusOf, {
        id: 'status',
        header: header('status'),
        cell: (c) => {
          const u = c.row.original;
          const done = u.okRows + u.failedRows;
          return (
            <Stack spacing={0.5} sx={{ minWidth: 140 }}>
              <span>{statusOf(u)}</span>
              {u.status === 3 && u.failure && (
                <Typography variant="caption" color="text.secondary">
                  {u.failure}
                </Typography>
              )}
              {u.status === 1 && (
                <LinearProgress
                  variant="determinate"
                  value={u.totalRows ? (100 * done) / u.totalRows : 0}
                  aria-label={t('progress', { id: u.id, done, total: u.totalRows })}
                />
              )}
            </Stack>
          );
        },
      }),
      column.accessor(rowsOf, { id: 'rows', header: header('rows') }),
      column.accessor('createdName', { header: header('createdName') }),
      column.accessor((u) => when(u.createdDateUTC), { id: 'createdDateUTC', header: header('createdDateUTC') }),
      column.display({
        id: 'result',
        header: header('result'),
        cell: (c) => (
          <IconButton
            size="small"
            aria-label={t('downloadResult', { id: c.row.original.id })}
            onClick={() => downloadResult(c.row.original)}
          >
            <DownloadIcon fontSize="small" />
          </IconButton>
        ),
      }),
      column.display({
        id: 'actions',
        header: header('actions'),
        cell: (c) => {
          const u = c.row.original;
          return (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <HistoryButton entity="bulk-update" id={u.id} name={t('historyName', { id: u.id })} labelOf={logLabel} />
              {isWithdrawable(u) && (
                <DisabledOption>
                  <Button size="small" color="warning" aria-label={t('withdraw.label', { id: u.id })} onClick={() => withdraw(u)}>
                    {t('withdraw.button')}
                  </Button>
                </DisabledOption>
              )}
            </Stack>
          );
        },
      }),
    ];
    const exportColumns: ExportColumn<BulkUpdate>[] = [
      { header: header('id'), value: (u) => u.id },
      // The file says what the screen says, in the user's language.
      { header: header('updateType'), value: typeOf },
      { header: header('source'), value: sourceOf },
      { header: header('rule'), value: (u) => u.rule ?? '' },
      { header: header('mode'), value: modeOf },
      { header: header('runAt'), value: (u) => when(u.runAt) },
      { header: header('status'), value: statusOf },
      { header: header('rows'), value: rowsOf },
      { header: header('createdName'), value: (u) => u.createdName },
      { header: header('createdDateUTC'), value: (u) => when(u.createdDateUTC) },
    ];
    return { columns, exportColumns };
  }, [t, timeZone, downloadResult, withdraw]);
}
