import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { BULK_UPDATE_STATUSES, BULK_UPDATE_TYPES, type BulkUpdateStatus, type BulkUpdateType } from '../../domain/bulk-update/constants.ts';
import { BULK_UPDATE_SORTS, type BulkUpdate, type BulkUpdateFilter } from '../../domain/bulk-update/contracts.ts';
import { useTimeZone } from '../../lib/date-time.ts';
import type { FilterCodecs } from '../../lib/lists/address-codec.ts';
import { pickedCodec } from '../../lib/lists/field-codecs.ts';
import { queryKeys } from '../../lib/query/query-keys.ts';
import { saveTextFile } from '../../lib/save-text-file.ts';
import { toast } from '../../lib/toast.ts';
import { useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { getResultFile } from './api/get-bulk-update-files.ts';
import { getBulkUpdates } from './api/get-bulk-updates.ts';
import { withdrawBulkUpdate } from './api/withdraw-bulk-update.ts';
import { BULK_UPDATE_NS } from './i18n.ts';
import { NewUpdateDrawer } from './new-update-drawer.tsx';
import { formatZoned } from '../../lib/zoned-date-time.ts';
import { BULK_DATE_TIME_FORMAT, useBulkUpdateColumns } from './use-bulk-update-columns.tsx';
import { BULK_UPDATES_RESOURCE, useLiveProgress } from './use-live-progress.ts';

const ALL: BulkUpdateFilter = { updateType: null, status: null };
const STATUSES = Object.keys(BULK_UPDATE_STATUSES).map(Number) as BulkUpdateStatus[];
// A type is a code and a status a number: the address is read only when it names one the filters offer.
const CODECS = { updateType: pickedCodec(BULK_UPDATE_TYPES), status: pickedCodec(STATUSES) } as FilterCodecs<BulkUpdateFilter>;

/**
 * /apps/bulk-update (spec 002 §4, §5, §9; the spec shows no screen): the updates, newest first unless sorted,
 * with their status and progress live as they run; New Bulk Update queues one from a file; each
 * update's result file lists every row's outcome; a scheduled update can be withdrawn before its
 * time (asked first), and each update's History shows who queued or withdrew it and how its run went.
 */
export function BulkUpdatePage() {
  const { t } = useTranslation(BULK_UPDATE_NS);
  const queryClient = useQueryClient();
  const timeZone = useTimeZone();
  const [adding, setAdding] = useState(false);
  const [withdrawing, setWithdrawing] = useState<BulkUpdate | null>(null);
  const list = usePagedList({
    resource: BULK_UPDATES_RESOURCE,
    fetchPage: (paging, filter: BulkUpdateFilter, options) => getBulkUpdates(paging, filter, options),
    initialFilter: ALL,
    sortable: BULK_UPDATE_SORTS,
    address: { codecs: CODECS },
  });
  const filter = useDraftFilter(list, ALL);
  useLiveProgress();
  const downloadResult = useCallback(
    (update: BulkUpdate) =>
      void getResultFile(update.id).then(
        (csv) => saveTextFile(csv, `bulk-update-${update.id}-result.csv`),
        (error: unknown) => toast.error(error instanceof Error ? error.message : String(error)),
      ),
    [],
  );
  const { columns, exportColumns } = useBulkUpdateColumns(downloadResult, setWithdrawing);
  // A refusal (its time came, someone withdrew it first) is told and the list reloaded to show why.
  const withdraw = async (update: BulkUpdate) => {
    try {
      const reply = await withdrawBulkUpdate(update.id, update.revision);
      toast.success(reply.message);
    } catch (error) {
      toast.failure(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: queryKeys.all(BULK_UPDATES_RESOURCE) });
      await queryClient.invalidateQueries({ queryKey: ['history', 'bulk-update'] });
    }
  };

  return (
    <ListScreen
      title={t('title')}
      tableLabel={t('tableLabel')}
      {...{ list, columns, filter }}
      getRowId={(u) => String(u.id)}
      onAdd={() => setAdding(true)}
      exportAs={{ fileName: 'Bulk Updates.xlsx', columns: exportColumns }}
      filters={
        <>
          <TextField
            select
            size="small"
            sx={{ minWidth: 220 }}
            label={t('filters.updateType')}
            value={filter.draft.updateType ?? ''}
            onChange={(e) => filter.setDraft({ updateType: (e.target.value || null) as BulkUpdateType | null })}
          >
            <MenuItem value="">{t('filters.any')}</MenuItem>
            {BULK_UPDATE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            sx={{ minWidth: 220 }}
            label={t('filters.status')}
            value={filter.draft.status === null ? '' : String(filter.draft.status)}
            onChange={(e) => filter.setDraft({ status: e.target.value === '' ? null : (Number(e.target.value) as BulkUpdateStatus) })}
          >
            <MenuItem value="">{t('filters.any')}</MenuItem>
            {STATUSES.map((status) => (
              <MenuItem key={status} value={String(status)}>
                {t(`statuses.${status}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
    >
      {adding && <NewUpdateDrawer onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={withdrawing !== null}
        title={withdrawing ? t('withdraw.title', { id: withdrawing.id }) : ''}
        text={withdrawing ? t('withdraw.text', { runAt: formatZoned(withdrawing.runAt, BULK_DATE_TIME_FORMAT, timeZone) }) : ''}
        confirmLabel={t('withdraw.confirm')}
        cancelLabel={t('withdraw.cancel')}
        danger
        onConfirm={() => (withdrawing ? withdraw(withdrawing) : undefined)}
        onClose={() => setWithdrawing(null)}
      />
    </ListScreen>
  );
}

export default BulkUpdatePage;
