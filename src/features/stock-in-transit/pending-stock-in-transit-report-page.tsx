import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ListGrid } from '../../components/list-grid.tsx';
import { ExportButton } from '../../components/export-button.tsx';
import type { Column } from '../../components/record-columns.tsx';
import { Screen } from '../../components/screen.tsx';
import { toSkipTake, type Paging } from '../../domain/paging.ts';
import type { Sort } from '../../domain/lists/sort.ts';
import { PENDING_REPORT_SORTS, type PendingStockReportRow } from '../../domain/stock/stock-in-transit.ts';
import type { ExportColumn } from '../../lib/excel.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { getPendingReport } from './api/get-pending-report.ts';
import { STOCK_IN_TRANSIT_NS, STOCK_IN_TRANSIT_RESOURCES } from './i18n.ts';

type Field = keyof PendingStockReportRow;
const FIELDS: Field[] = ['createdName', 'today', 'tillYesterday'];

// The report is one short call (a row per creator) in the order asked for; the grid pages it on screen.
async function reportPage({ index, pageSize }: Paging, _filter: null, options: { signal: AbortSignal; sort?: Sort }) {
  const rows = await getPendingReport(options);
  const { skip, take } = toSkipTake(index, pageSize);
  return { records: rows.slice(skip, skip + take), totalRecords: rows.length };
}

/**
 * /apps/pending-stock-in-transit-report (spec 001 §2): per creator, the rows still waiting for
 * content created today and till yesterday (days of the deployment's time zone), by name or sorted
 * by a column, with Export to Excel.
 */
export function PendingStockInTransitReportPage() {
  const { t } = useTranslation(STOCK_IN_TRANSIT_NS);
  const list = usePagedList({
    resource: STOCK_IN_TRANSIT_RESOURCES.pendingReport,
    fetchPage: reportPage,
    initialFilter: null,
    sortable: PENDING_REPORT_SORTS,
  });
  const header = (field: Field) => t(`report.columns.${field}`);
  const columns: Column<PendingStockReportRow>[] = FIELDS.map((field) => ({
    id: field,
    header: header(field),
    accessorFn: (row) => row[field],
    meta: field === 'createdName' ? undefined : { align: 'right' },
  }));
  const exportColumns: ExportColumn<PendingStockReportRow>[] = FIELDS.map((field) => ({
    header: header(field),
    value: (row) => row[field],
  }));

  return (
    <Screen title={t('report.title')}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <ExportButton fileName="Pending Stock In Transit Report.xlsx" columns={exportColumns} fetchPage={list.exportPage} />
      </Box>
      <ListGrid label={t('report.tableLabel')} columns={columns} list={list} getRowId={(row) => row.createdName} />
    </Screen>
  );
}

export default PendingStockInTransitReportPage;
