import { useTranslation } from 'react-i18next';
import { REPORT_FILES } from '../../domain/gatekeeper/constants.ts';
import { PALLET_ITEM_SORTS, type PalletItem } from '../../domain/gatekeeper/contracts.ts';
import { getPalletItems } from './api/get-pallet-items.ts';
import { ReportScreen } from './components/report-screen.tsx';
import { GATEKEEPER_REPORTS_NS } from './i18n.ts';
import { useItemColumns } from './report-columns.tsx';
import { useReport } from './use-report.ts';

/** /apps/gatekeeper-items-report: every expected unit and what happened to it, by pallet, UPC and time. */
export function GatekeeperItemsReportPage() {
  const { t } = useTranslation(GATEKEEPER_REPORTS_NS);
  const report = useReport<PalletItem>('items', getPalletItems, PALLET_ITEM_SORTS);
  const { columns, exportColumns } = useItemColumns();
  return (
    <ReportScreen
      kind="items"
      title={t('itemsTitle')}
      fileName={REPORT_FILES.items}
      report={report}
      columns={columns}
      exportColumns={exportColumns}
      getRowId={(row) => String(row.id)}
    />
  );
}

export default GatekeeperItemsReportPage;
