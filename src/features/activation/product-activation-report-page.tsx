import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListGrid } from '../../components/list-grid.tsx';
import { DateField } from '../../components/date-time-field.tsx';
import { ExportButton } from '../../components/export-button.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { Screen } from '../../components/screen.tsx';
import { ACTIVATION_REPORT_SORTS, type ActivationReportRow } from '../../domain/activation/reports.ts';
import { useFailureToast } from '../../lib/query/use-failure-toast.ts';
import { TYPED_DAY_FORMAT } from '../../lib/typed-day.ts';
import { useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { getActivationReport } from './api/get-activation-report.ts';
import { getReportDefaults } from './api/get-report-defaults.ts';
import { ACTIVATION_NS } from './i18n.ts';
import { ActivationDetailsPanel, DETAILS_PREFIX } from './reports/activation-details-panel.tsx';
import { CompanyLangFields } from './reports/company-lang-fields.tsx';
import {
  REPORT_CODECS,
  reportAddressProblems,
  reportFilterProblems,
  startingFilter,
  toReportBody,
  type ReportFilter,
} from './reports/report-filter.ts';
import { useReportColumns } from './reports/use-report-columns.tsx';

const rowKey = (row: ActivationReportRow) => `${row.date}|${row.company}|${row.lang}`;

/**
 * /apps/product-activation-report (spec 001 §2): activations per day, company and language,
 * starting from the signed-in user's company; a row opens its activators beside the grid, and the
 * eyes open PID Activation Details filtered to the row.
 */
export function ProductActivationReportPage() {
  const { t } = useTranslation(ACTIVATION_NS);
  // Asked afresh on every visit (gcTime 0): the user's company, whoever signed in last.
  const defaults = useQuery({ queryKey: ['activationReport', 'defaults'], queryFn: ({ signal }) => getReportDefaults(signal), gcTime: 0 });
  useFailureToast(defaults.error, defaults.errorUpdatedAt);
  // Without the user's company (the call failed), every company.
  const company = defaults.data?.company ?? (defaults.isError ? '' : undefined);
  if (company === undefined) {
    return (
      <Screen title={t('reports.report.title')}>
        <LinearProgress aria-label={t('reports.report.tableLabel')} />
      </Screen>
    );
  }
  return <ActivationReport start={startingFilter(company)} />;
}

function ActivationReport({ start }: { start: ReportFilter }) {
  const { t } = useTranslation(ACTIVATION_NS);
  const list = usePagedList({
    resource: 'activationReport',
    fetchPage: (paging, filter: ReportFilter, options) => getActivationReport(paging, toReportBody(filter), options),
    initialFilter: start,
    sortable: ACTIVATION_REPORT_SORTS,
    address: { codecs: REPORT_CODECS, problemsOf: reportAddressProblems },
  });
  const filter = useDraftFilter(list, start);
  const [problems, setProblems] = useState<ReturnType<typeof reportFilterProblems>>([]);
  const [chosen, setChosen] = useState<ActivationReportRow | null>(null);
  const [params, setParams] = useSearchParams();
  const detailsNamed = [...params.keys()].some((name) => name.startsWith(DETAILS_PREFIX));
  // Another row's details start from their first view: the details' page and order belong to the row they were chosen on.
  const showDetails = useCallback(
    (row: ActivationReportRow | null) => {
      setChosen(row);
      if (!detailsNamed) return;
      setParams(
        (current) => {
          for (const name of [...current.keys()]) if (name.startsWith(DETAILS_PREFIX)) current.delete(name);
          return current;
        },
        { replace: true },
      );
    },
    [setParams, detailsNamed],
  );
  const choose = useCallback((row: ActivationReportRow) => showDetails(row), [showDetails]);
  const { columns, exportColumns } = useReportColumns();

  const change = (next: Partial<ReportFilter>) => {
    filter.setDraft(next);
    setProblems([]);
  };
  const problemOf = (field: 'from' | 'to') => {
    const found = problems.find((p) => p.field === field);
    return found ? { error: true, helperText: t(found.range ? 'reports.badRange' : 'reports.badDate') } : {};
  };

  return (
    <Screen title={t('reports.report.title')}>
      <FilterBar
        onSearch={() => {
          const found = reportFilterProblems(filter.draft);
          setProblems(found);
          if (found.length > 0) return;
          setChosen(null);
          filter.runSearch();
        }}
        onClear={() => {
          setProblems([]);
          setChosen(null);
          filter.clearSearch();
        }}
        extra={<ExportButton fileName="Product Activation Report.xlsx" columns={exportColumns} fetchPage={list.exportPage} />}
      >
        <CompanyLangFields company={filter.draft.company} lang={filter.draft.lang} onChange={change} />
        <DateField
          label={t('reports.fields.fromDate')}
          value={filter.draft.from}
          onChange={(from) => change({ from })}
          format={TYPED_DAY_FORMAT}
          {...problemOf('from')}
        />
        <DateField
          label={t('reports.fields.toDate')}
          value={filter.draft.to}
          onChange={(to) => change({ to })}
          format={TYPED_DAY_FORMAT}
          {...problemOf('to')}
        />
      </FilterBar>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <ListGrid
          label={t('reports.report.tableLabel')}
          columns={columns}
          list={list}
          getRowId={rowKey}
          onRowClick={choose}
          selectedRowId={chosen ? rowKey(chosen) : undefined}
        />
        {chosen ? (
          <ActivationDetailsPanel key={rowKey(chosen)} row={chosen} onClose={() => showDetails(null)} />
        ) : (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography color="text.secondary">{t('reports.report.pickRow')}</Typography>
          </Paper>
        )}
      </Box>
    </Screen>
  );
}
