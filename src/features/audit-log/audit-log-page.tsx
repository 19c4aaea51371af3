import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { AUDIT_SORTS, type ChangeEntry } from '../../domain/history/history.ts';
import { restoreEntry } from '../../lib/history/history-api.ts';
import { toast } from '../../lib/toast.ts';
import { useCheckedFilter, useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { getAuditLog, NO_FILTER, type AuditFilter } from './api/get-audit-log.ts';
import { AUDIT_ADDRESS } from './audit-address.ts';
import { AuditLogFilters, auditProblems } from './audit-log-filters.tsx';
import { AUDIT_LOG_NS } from './i18n.ts';
import { recordOf, useAuditColumns } from './use-audit-columns.tsx';

/** The resource of the change log: undo, restore and every tracked save reload it. */
const RESOURCE = 'history';

/**
 * /apps/audit-log: every change of office data, newest first unless sorted, filtered by user, page, record,
 * action and days of the data centre; each row opens its record's history, a delete's row offers
 * Restore, and the list exports to Excel.
 */
export function AuditLogPage() {
  const { t } = useTranslation(AUDIT_LOG_NS);
  const queryClient = useQueryClient();
  const list = usePagedList({
    resource: RESOURCE,
    fetchPage: (paging, filter: AuditFilter, options) => getAuditLog(paging, filter, options),
    initialFilter: NO_FILTER,
    sortable: AUDIT_SORTS,
    address: AUDIT_ADDRESS,
  });
  const draft = useDraftFilter(list, NO_FILTER);
  const filter = useCheckedFilter(draft, auditProblems);
  const [restoring, setRestoring] = useState<ChangeEntry | null>(null);
  const { columns, exportColumns } = useAuditColumns(useCallback((entry: ChangeEntry) => setRestoring(entry), []));

  const restore = async () => {
    if (!restoring) return;
    try {
      toast.success((await restoreEntry(restoring.id)).message);
    } catch (error) {
      toast.failure(error);
    }
    // Every list may show the record again, and the log has a new entry.
    await queryClient.invalidateQueries();
  };

  return (
    <ListScreen
      title={t('title')}
      tableLabel={t('tableLabel')}
      list={list}
      columns={columns}
      filter={filter}
      getRowId={(entry) => String(entry.id)}
      exportAs={{ fileName: 'Audit Log.xlsx', columns: exportColumns }}
      filters={<AuditLogFilters draft={draft.draft} problems={filter.problems} onChange={filter.change} />}
    >
      <ConfirmDialog
        open={restoring !== null}
        title={t('restoreTitle')}
        text={restoring ? t('restoreText', { name: recordOf(restoring) }) : ''}
        confirmLabel={t('restore')}
        onConfirm={restore}
        onClose={() => setRestoring(null)}
      />
    </ListScreen>
  );
}

export default AuditLogPage;
