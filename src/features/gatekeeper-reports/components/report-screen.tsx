import { useTranslation } from 'react-i18next';
import { ListGrid } from '../../../components/list-grid.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { Screen } from '../../../components/screen.tsx';
import type { PalletHeader, PalletItem } from '../../../domain/gatekeeper/contracts.ts';
import type { ExportColumn } from '../../../lib/excel.ts';
import type { ColumnDef } from '@tanstack/react-table';
import { GATEKEEPER_REPORTS_NS } from '../i18n.ts';
import type { useReport } from '../use-report.ts';
import { ReportFilters } from './report-filters.tsx';

interface ReportScreenProps<T extends PalletHeader | PalletItem> {
  kind: 'headers' | 'items';
  title: string;
  fileName: string;
  report: ReturnType<typeof useReport<T>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table hold different value types
  columns: ColumnDef<T, any>[];
  exportColumns: ExportColumn<T>[];
  getRowId: (row: T) => string;
}

/** The frame both gatekeeper reports share: filters, Search/Clear, Export to Excel, the paged grid. */
export function ReportScreen<T extends PalletHeader | PalletItem>({
  kind,
  title,
  fileName,
  report,
  columns,
  exportColumns,
  getRowId,
}: ReportScreenProps<T>) {
  const { t } = useTranslation(GATEKEEPER_REPORTS_NS);
  return (
    <Screen title={title}>
      <FilterBar
        onSearch={report.runSearch}
        onClear={report.clearSearch}
        extra={<ExportButton fileName={fileName} columns={exportColumns} fetchPage={report.exportPage} disabled={!report.searched} />}
      >
        <ReportFilters kind={kind} filter={report.filter} errors={report.errors} onChange={report.change} />
      </FilterBar>
      <ListGrid
        label={title}
        columns={columns}
        list={report.list}
        emptyText={report.searched ? t('noRows') : t('chooseFilter')}
        getRowId={getRowId}
        columnVisibility
      />
    </Screen>
  );
}
