import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/record-columns.tsx';
import type { PidActivationRow } from '../../../domain/activation/reports.ts';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import type { CellValue, ExportColumn } from '../../../lib/excel.ts';
import { localName } from '../../../lib/local-name.ts';
import { ACTIVATION_NS } from '../i18n.ts';

const column = createColumnHelper<PidActivationRow>();
const FIELDS = ['pId', 'proname', 'company', 'language', 'createdName', 'createdDate'] as const;
type Field = (typeof FIELDS)[number];
const CODES = new Set<Field>(['pId', 'company', 'language', 'createdDate']);

/** PID, Product Name (Arabic in Arabic), Company, Language, Created Name, Created Date in the deployment's zone (spec 001 §2). */
export function usePidActivationColumns() {
  const { t, i18n } = useTranslation(ACTIVATION_NS);
  const timeZone = useTimeZone();
  const language = i18n.language;
  return useMemo(() => {
    const value = (field: Field, row: PidActivationRow): CellValue => {
      if (field === 'proname') return localName(row.proname, row.ar_proname, language);
      if (field === 'language') return row.lang;
      if (field === 'createdDate') return formatDateTime(row.createdDate, timeZone);
      return row[field];
    };
    const columns: Column<PidActivationRow>[] = FIELDS.map((field) =>
      column.display({
        id: field,
        header: t(`reports.fields.${field}`),
        cell: ({ row: { original } }) => <span dir={CODES.has(field) ? 'ltr' : 'auto'}>{String(value(field, original) ?? '')}</span>,
      }),
    );
    const exportColumns: ExportColumn<PidActivationRow>[] = FIELDS.map((field) => ({
      header: t(`reports.fields.${field}`),
      value: (row) => value(field, row),
    }));
    return { columns, exportColumns };
  }, [t, timeZone, language]);
}
