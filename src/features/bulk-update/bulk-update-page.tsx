import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../components/list-screen.tsx';
import { BULK_UPDATE_STATUSES, BULK_UPDATE_TYPES, type BulkUpdateStatus, type BulkUpdateType } from '../../domain/bulk-update/constants.ts';
import type { BulkUpdate, BulkUpdateFilter } from '../../domain/bulk-update/contracts.ts';
import { saveTextFile } from '../../lib/save-text-file.ts';
import { toast } from '../../lib/toast.ts';
import { useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { getResultFile } from './api/get-bulk-update-files.ts';
import { getBulkUpdates } from './api/get-bulk-updates.ts';
import { BULK_UPDATE_NS } from './i18n.ts';
import { NewUpdateDrawer } from './new-update-drawer.tsx';
import { useBulkUpdateColumns } from './use-bulk-update-columns.tsx';
import { BULK_UPDATES_RESOURCE, useLiveProgress } from './use-live-progress.ts';

const ALL: BulkUpdateFilter = { updateType: null, status: null };
const STATUSES = Object.keys(BULK_UPDATE_STATUSES).map(Number) as BulkUpdateStatus[];

/**
 * /apps/bulk-update (spec 002 §4, §5, §9; the spec shows no screen): the updates, newest first,
 * with their status and progress live as they run; New Bulk Update queues one from a file; each
 * update's result file lists every row's outcome.
 */
export function BulkUpdatePage() {
  const { t } = useTranslation(BULK_UPDATE_NS);
  const [adding, setAdding] = useState(false);
  const list = usePagedList({
    resource: BULK_UPDATES_RESOURCE,
    fetchPage: (paging, filter: BulkUpdateFilter, { signal }) => getBulkUpdates(paging, filter, signal),
    initialFilter: ALL,
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
  const { columns, exportColumns } = useBulkUpdateColumns(downloadResult);

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
    </ListScreen>
  );
}

export default BulkUpdatePage;
