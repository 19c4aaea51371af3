import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IdAutocomplete } from '../../../components/id-autocomplete.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import type { ShippingCharge, ShippingTier } from '../../../domain/shipment/shipping-charges.ts';
import { useCountryLookup } from '../../../lib/lookups/reference-lookups.ts';
import { useEditing } from '../../../lib/use-editing.ts';
import { useDraftFilter, usePagedList } from '../../../lib/use-paged-list.ts';
import { getShippingCharges } from '../api/get-shipping-charges.ts';
import { SHIPPING_NS } from '../i18n.ts';
import { ChargeDialog, SHIPPING_CHARGES } from './charge-dialog.tsx';
import { useChargeColumns } from './use-charge-columns.tsx';
import { useReloadWhenDue } from './use-reload-when-due.ts';

/** One tab: the tier's charges in force and waiting, filtered by country, with Add New, Edit and the export. */
export function TierCharges({ tier, tabs, panel }: { tier: ShippingTier; tabs: ReactNode; panel: { id: string; labelledBy: string } }) {
  const { t } = useTranslation(SHIPPING_NS);
  const all = { tier, countryId: null as number | null };
  const list = usePagedList({
    resource: SHIPPING_CHARGES,
    fetchPage: (paging, filter: typeof all, { signal }) =>
      getShippingCharges(paging, { tier: filter.tier, countryId: filter.countryId ?? undefined }, signal),
    initialFilter: all,
  });
  const filter = useDraftFilter(list, all);
  const countries = useCountryLookup();
  const editing = useEditing<ShippingCharge>();
  const { columns, exportColumns } = useChargeColumns(editing.edit);
  useReloadWhenDue(list.rows, list.reload);
  const tierName = t(`tiers.${tier}`);

  return (
    <ListScreen
      title={t('title')}
      tableLabel={t('tableLabel', { tier: tierName })}
      tabs={{ bar: tabs, panelId: panel.id, tabId: panel.labelledBy }}
      {...{ list, columns, filter }}
      getRowId={(charge) => String(charge.versionId)}
      onAdd={editing.add}
      exportAs={{ fileName: `Shipping Charge Settings - ${tier}.xlsx`, columns: exportColumns }}
      filters={
        <IdAutocomplete
          label={t('selectCountry')}
          {...countries}
          value={filter.draft.countryId}
          onChange={(countryId) => filter.setDraft({ countryId })}
        />
      }
    >
      {editing.open && <ChargeDialog tier={tier} charge={editing.record} onClose={editing.close} />}
    </ListScreen>
  );
}
