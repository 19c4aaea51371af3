import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusDot } from '../../../components/status-dot.tsx';
import type { Country } from '../../../domain/reference/countries.ts';
import type { ExportColumn } from '../../../lib/excel.ts';
import { editColumn, type Column } from '../../../components/record-columns.tsx';
import { REFERENCE_NS } from '../i18n.ts';

const column = createColumnHelper<Country>();

/** The grid's columns of spec 000 §2 (flags as green or red dots) and the same columns for the export. */
export function useCountryColumns(edit: (country: Country) => void) {
  const { t } = useTranslation(REFERENCE_NS);

  return useMemo(() => {
    const header = (field: keyof Country) => t(`countries.fields.${field}`);
    const flag = (field: 'showInvoiceVat' | 'serviceAvail') =>
      column.accessor(field, {
        header: header(field),
        meta: { align: 'center' },
        cell: (c) => <StatusDot color={c.getValue() ? 'green' : 'red'} label={c.getValue() ? t('yes') : t('no')} />,
      });
    const shown: (keyof Country)[] = [
      'Id',
      'countryName',
      'ar_CountryName',
      'countryCode',
      'countryCode2',
      'domain',
      'currencyCode',
      'returnDays',
    ];
    const columns: Column<Country>[] = [
      ...shown.map((field) => column.accessor(field, { header: header(field) })),
      flag('showInvoiceVat'),
      flag('serviceAvail'),
      editColumn(t('edit'), (country) => country.countryName, edit),
    ];
    const exportColumns: ExportColumn<Country>[] = [...shown, 'showInvoiceVat' as const, 'serviceAvail' as const].map((field) => ({
      header: header(field),
      value: (row) => row[field],
    }));
    return { columns, exportColumns };
  }, [t, edit]);
}
