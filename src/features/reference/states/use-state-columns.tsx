import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { editColumn, statusColumn, type Column } from '../../../components/record-columns.tsx';
import type { CountryLookup } from '../../../domain/reference/countries.ts';
import type { State } from '../../../domain/reference/states.ts';
import type { ExportColumn } from '../../../lib/excel.ts';
import { KIT_NS } from '../../../lib/kit-i18n.ts';
import type { PickList } from '../../../lib/lookups/use-lookup.ts';
import { REFERENCE_NS } from '../i18n.ts';

const column = createColumnHelper<State>();
const SHOWN = ['id', 'stateName', 'ar_StateName', 'stateCode', 'countryName', 'countryCode', 'countryCode2', 'status'] as const;

/** The grid's columns of spec 002 §2 and the same for the export; the country is named in the language in use. */
export function useStateColumns(edit: (state: State) => void, countries: PickList<CountryLookup>) {
  const { t } = useTranslation(REFERENCE_NS);
  const { t: tc } = useTranslation(KIT_NS);

  return useMemo(() => {
    const header = (field: (typeof SHOWN)[number]) => t(`states.columns.${field}`);
    const columns: Column<State>[] = [
      ...SHOWN.slice(0, 4).map((field) => column.accessor(field, { header: header(field) })),
      column.accessor('countryName', {
        header: header('countryName'),
        cell: (c) => countries.labelOfId(c.row.original.countryId) ?? c.getValue(),
      }),
      column.accessor('countryCode', { header: header('countryCode') }),
      column.accessor('countryCode2', { header: header('countryCode2') }),
      statusColumn(header('status'), (status) => tc(`status.${status}`)),
      editColumn(t('edit'), (state) => state.stateName, edit),
    ];
    const exportColumns: ExportColumn<State>[] = SHOWN.map((field) => ({ header: header(field), value: (row) => row[field] }));
    return { columns, exportColumns };
  }, [t, tc, edit, countries]);
}
