import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { editColumn, statusColumn, type Column } from '../../../components/record-columns.tsx';
import type { Area } from '../../../domain/reference/areas.ts';
import type { ExportColumn } from '../../../lib/excel.ts';
import { KIT_NS } from '../../../lib/kit-i18n.ts';
import { useCountryLookup, useStateLookup } from '../../../lib/lookups/reference-lookups.ts';
import { REFERENCE_NS } from '../i18n.ts';

const column = createColumnHelper<Area>();
const SHOWN = ['id', 'areaName', 'ar_areaName', 'CountryName', 'countryCode', 'countryCode2', 'StateName', 'stateCode', 'status'] as const;

/**
 * The grid's columns of spec 000 §2 with the status (orange 'i', green 'a', as State Settings) and
 * the same for the export. The country and state are named in the language in use (no Arabic columns for them).
 */
export function useAreaColumns(edit: (area: Area) => void) {
  const { t } = useTranslation(REFERENCE_NS);
  const { t: tc } = useTranslation(KIT_NS);
  const countries = useCountryLookup();
  const states = useStateLookup(null);

  return useMemo(() => {
    const header = (field: (typeof SHOWN)[number]) => t(`areas.columns.${field}`);
    const countryName = (area: Area) => {
      const country = countries.options.find((c) => c.countryCode === area.countryCode);
      return country ? countries.labelOf(country) : area.CountryName;
    };
    const columns: Column<Area>[] = [
      ...SHOWN.slice(0, 3).map((field) => column.accessor(field, { header: header(field) })),
      column.accessor('CountryName', { header: header('CountryName'), cell: (c) => countryName(c.row.original) }),
      column.accessor('countryCode', { header: header('countryCode') }),
      column.accessor('countryCode2', { header: header('countryCode2') }),
      column.accessor('StateName', { header: header('StateName'), cell: (c) => states.labelOfId(c.row.original.stateId) ?? c.getValue() }),
      column.accessor('stateCode', { header: header('stateCode') }),
      statusColumn(header('status'), (status) => tc(`status.${status}`)),
      editColumn(t('edit'), (area) => area.areaName, edit),
    ];
    const exportColumns: ExportColumn<Area>[] = SHOWN.map((field) => ({ header: header(field), value: (row) => row[field] }));
    return { columns, exportColumns };
  }, [t, tc, edit, countries, states]);
}
