import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from '../../../components/record-columns.tsx';
import { PID_ACTIVATION_DETAILS_PAGE, type ActivationDetailsRow, type ActivationReportRow } from '../../../domain/activation/reports.ts';
import type { ExportColumn } from '../../../lib/excel.ts';
import { ACTIVATION_NS } from '../i18n.ts';
import { pidActivationAddress } from './pid-activation-filter.ts';

type Row = ActivationReportRow | ActivationDetailsRow;
const hasActivator = (row: Row): row is ActivationDetailsRow => 'createdName' in row;

/** The eye (spec 001 §2): PID Activation Details filtered to the row (and its activator in the details). */
function ViewDetails({ row }: { row: Row }) {
  const { t } = useTranslation(ACTIVATION_NS);
  const label = hasActivator(row)
    ? t('reports.report.viewActivator', { name: row.createdName, date: row.date })
    : t('reports.report.viewRow', { date: row.date, company: row.company, lang: row.lang });
  const to = pidActivationAddress(PID_ACTIVATION_DETAILS_PAGE, {
    company: row.company,
    lang: row.lang,
    createdName: hasActivator(row) ? row.createdName : '',
    createdDate: row.date,
  });
  return (
    // Its own click, not the row's (which opens the details beside the grid).
    <IconButton size="small" component={RouterLink} to={to} aria-label={label} title={label} onClick={(e) => e.stopPropagation()}>
      <VisibilityIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * The report's grids (spec 001 §2): Date, Company, language, Count and the eye; the details add
 * Activator Name. Days are shown as the wire has them (YYYY-MM-DD), as every date of the panel.
 */
function useColumns<T extends Row>(fields: readonly (keyof T & string)[]) {
  const { t } = useTranslation(ACTIVATION_NS);
  return useMemo(() => {
    const column = createColumnHelper<T>();
    const header = (field: string) =>
      t(`reports.fields.${field === 'lang' ? 'reportLanguage' : field === 'createdName' ? 'activator' : field}`);
    const columns: Column<T>[] = [
      ...fields.map((field) =>
        column.display({
          id: field,
          header: header(field),
          meta: field === 'count' ? { align: 'right' as const } : undefined,
          cell: ({ row: { original } }) => <span dir={field === 'createdName' ? 'auto' : 'ltr'}>{String(original[field])}</span>,
        }),
      ),
      column.display({
        id: 'view',
        header: t('reports.fields.viewDetails'),
        meta: { width: 96 },
        cell: ({ row: { original } }) => <ViewDetails row={original} />,
      }),
    ];
    const exportColumns: ExportColumn<T>[] = fields.map((field) => ({
      header: header(field),
      value: (row) => row[field] as string | number,
    }));
    return { columns, exportColumns };
  }, [t, fields]);
}

const REPORT_FIELDS = ['date', 'company', 'lang', 'count'] as const;
const DETAILS_FIELDS = ['date', 'company', 'lang', 'createdName', 'count'] as const;

export const useReportColumns = () => useColumns<ActivationReportRow>(REPORT_FIELDS);
export const useDetailsColumns = () => useColumns<ActivationDetailsRow>(DETAILS_FIELDS);
