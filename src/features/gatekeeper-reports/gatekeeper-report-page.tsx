import { useTranslation } from 'react-i18next';
import { REPORT_FILES } from '../../domain/gatekeeper/constants.ts';
import { PALLET_HEADER_SORTS, type PalletHeader } from '../../domain/gatekeeper/contracts.ts';
import { getPalletHeaders } from './api/get-pallet-headers.ts';
import { ReportScreen } from './components/report-screen.tsx';
import { GATEKEEPER_REPORTS_NS } from './i18n.ts';
import { useHeaderColumns } from './report-columns.tsx';
import { useReport } from './use-report.ts';

/** /apps/gatekeeper-report: pallet headers with their counts, by pallet, status and time. */
export function GatekeeperReportPage() {
  const { t } = useTranslation(GATEKEEPER_REPORTS_NS);
  const report = useReport<PalletHeader>('headers', getPalletHeaders, PALLET_HEADER_SORTS);
  const { columns, exportColumns } = useHeaderColumns();
  return (
    <ReportScreen
      kind="headers"
      title={t('headersTitle')}
      fileName={REPORT_FILES.headers}
      report={report}
      columns={columns}
      exportColumns={exportColumns}
      getRowId={(row) => row.palletNo}
    />
  );
}

export default GatekeeperReportPage;
