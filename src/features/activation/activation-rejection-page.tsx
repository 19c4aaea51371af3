import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../components/list-screen.tsx';
import { ACTIVATION_REJECTION_PAGE } from '../../domain/activation/paths.ts';
import { REJECTION_SORTS, type ActivationRejection } from '../../domain/activation/rejections.ts';
import { usePageLevel } from '../../lib/page-access.ts';
import { useCheckedFilter, useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { getRejections } from './api/get-rejections.ts';
import { ACTIVATION_NS } from './i18n.ts';
import { FixRejectionDialog, REJECTIONS_RESOURCE } from './rejections/fix-rejection-dialog.tsx';
import { EMPTY_FILTER, filterProblems, REJECTION_CODECS, toBody, type RejectionFilter } from './rejections/rejection-filter.ts';
import { RejectionFilters } from './rejections/rejection-filters.tsx';
import { useRejectionColumns } from './rejections/use-rejection-columns.tsx';

/** The grid's height (spec 000 §2). */
const GRID_HEIGHT = 642;

/** /apps/activation-rejection (spec 000 §2): filters, the grid, Export to Excel, and Fix per row. */
export function ActivationRejectionPage() {
  const { t } = useTranslation(ACTIVATION_NS);
  const canWrite = usePageLevel(ACTIVATION_REJECTION_PAGE) === 'L2';
  const list = usePagedList({
    resource: REJECTIONS_RESOURCE,
    fetchPage: (paging, filter: RejectionFilter, options) => getRejections(paging, toBody(filter), options),
    initialFilter: EMPTY_FILTER,
    sortable: REJECTION_SORTS,
    address: { codecs: REJECTION_CODECS, problemsOf: filterProblems },
  });
  const filter = useDraftFilter(list, EMPTY_FILTER);
  const { problems, change, runSearch, clearSearch } = useCheckedFilter(filter, filterProblems);
  const [fixing, setFixing] = useState<ActivationRejection | null>(null);
  const fix = useCallback((row: ActivationRejection) => setFixing(row), []);
  const { columns, exportColumns } = useRejectionColumns(fix, canWrite);

  return (
    <ListScreen
      title={t('rejections.title')}
      tableLabel={t('rejections.tableLabel')}
      {...{ list, columns }}
      filter={{ runSearch, clearSearch }}
      getRowId={(row) => String(row.id)}
      height={GRID_HEIGHT}
      exportAs={{ fileName: 'Activation Rejection.xlsx', columns: exportColumns }}
      filters={<RejectionFilters draft={filter.draft} problems={problems} onChange={change} />}
    >
      {/* After a fix the list starts again from page 1 (spec 000 §2). */}
      {fixing && <FixRejectionDialog row={fixing} onClose={() => setFixing(null)} onFixed={() => list.search(list.filter)} />}
    </ListScreen>
  );
}
