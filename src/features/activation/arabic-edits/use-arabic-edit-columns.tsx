import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from '../../../components/record-columns.tsx';
import { arabicEditViewPath, type ArabicEdit, type ArabicEditRow } from '../../../domain/activation/arabic-edit-report.ts';
import { PRODUCT_VIEW_PAGE } from '../../../domain/catalogue/paths.ts';
import { formatDateTime, formatLongDate, useTimeZone } from '../../../lib/date-time.ts';
import type { ExportColumn } from '../../../lib/excel.ts';
import { ACTIVATION_NS } from '../i18n.ts';

const rows = createColumnHelper<ArabicEditRow>();
const edits = createColumnHelper<ArabicEdit>();

/** The report's columns (spec 002 §2): Date (long date), Created Name, Pid Count, and a view link to the row's details. */
export function useArabicEditColumns() {
  const { t, i18n } = useTranslation(ACTIVATION_NS);
  return useMemo(() => {
    const date = (row: ArabicEditRow) => formatLongDate(row.date, i18n.language);
    const columns: Column<ArabicEditRow>[] = [
      rows.display({ id: 'date', header: t('arabicEdits.columns.date'), cell: ({ row }) => date(row.original) }),
      rows.display({ id: 'createdName', header: t('arabicEdits.columns.createdName'), cell: ({ row }) => row.original.createdName }),
      rows.display({ id: 'count', header: t('arabicEdits.columns.count'), cell: ({ row }) => row.original.count }),
      rows.display({
        id: 'view',
        header: t('arabicEdits.columns.view'),
        meta: { width: 72 },
        cell: ({ row: { original } }) => {
          const name = t('arabicEdits.viewRow', { name: original.createdName, date: date(original) });
          return (
            <Tooltip title={name}>
              <IconButton aria-label={name} component={RouterLink} to={arabicEditViewPath(original.date, original.createdBy)}>
                <VisibilityIcon />
              </IconButton>
            </Tooltip>
          );
        },
      }),
    ];
    const exportColumns: ExportColumn<ArabicEditRow>[] = [
      { header: t('arabicEdits.columns.date'), value: date },
      { header: t('arabicEdits.columns.createdName'), value: (row) => row.createdName },
      { header: t('arabicEdits.columns.count'), value: (row) => row.count },
    ];
    return { columns, exportColumns };
  }, [t, i18n.language]);
}

const DETAIL_FIELDS = ['pId', 'name', 'field', 'oldText', 'newText', 'source', 'createdDateUTC'] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];

/** A row's changes: the product, the field, old and new text side by side (Arabic, right to left), where and when. */
export function useArabicEditDetailColumns() {
  const { t } = useTranslation(ACTIVATION_NS);
  const timeZone = useTimeZone();
  return useMemo(() => {
    const text = (field: DetailField, row: ArabicEdit): string | number => {
      if (field === 'field') return t(`arabicEdits.fields.${row.field}`);
      if (field === 'source') return t(`arabicEdits.sources.${row.source}`);
      if (field === 'createdDateUTC') return formatDateTime(row.createdDateUTC, timeZone);
      return row[field];
    };
    const cell = (field: DetailField, row: ArabicEdit) => {
      if (field === 'pId')
        return (
          <Link
            component={RouterLink}
            to={`${PRODUCT_VIEW_PAGE}/${row.pId}?lang=ar`}
            aria-label={t('arabicEdits.openProduct', { pId: row.pId })}
            dir="ltr"
          >
            {row.pId}
          </Link>
        );
      if (field === 'oldText' || field === 'newText')
        return (
          <span dir="rtl" lang="ar" style={{ whiteSpace: 'pre-wrap', display: 'block' }}>
            {row[field]}
          </span>
        );
      return <span dir={field === 'createdDateUTC' ? 'ltr' : 'auto'}>{text(field, row)}</span>;
    };
    const columns: Column<ArabicEdit>[] = DETAIL_FIELDS.map((field) =>
      edits.display({ id: field, header: t(`arabicEdits.details.${field}`), cell: ({ row }) => cell(field, row.original) }),
    );
    const exportColumns: ExportColumn<ArabicEdit>[] = DETAIL_FIELDS.map((field) => ({
      header: t(`arabicEdits.details.${field}`),
      value: (row) => text(field, row),
    }));
    return { columns, exportColumns };
  }, [t, timeZone]);
}
