import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IdAutocomplete } from '../../../components/id-autocomplete.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { TOAST_MS } from '../../../domain/constants.ts';
import {
  SHIPPING_CHARGE_SORTS,
  SHIPPING_TIERS,
  type ShippingCharge,
  type ShippingTier,
} from '../../../domain/shipment/shipping-charges.ts';
import { useTimeZone } from '../../../lib/date-time.ts';
import type { FilterCodecs } from '../../../lib/lists/address-codec.ts';
import { oneOf } from '../../../lib/lists/field-codecs.ts';
import { useCountryLookup } from '../../../lib/lookups/reference-lookups.ts';
import { queryKeys } from '../../../lib/query/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { useEditing } from '../../../lib/use-editing.ts';
import { useDraftFilter, usePagedList } from '../../../lib/use-paged-list.ts';
import { formatZoned } from '../../../lib/zoned-date-time.ts';
import { getShippingCharges } from '../api/get-shipping-charges.ts';
import { withdrawShippingCharge } from '../api/withdraw-shipping-charge.ts';
import { SHIPPING_NS } from '../i18n.ts';
import { ChargeDialog, SHIPPING_CHARGES } from './charge-dialog.tsx';
import { SHIPPING_DATE_TIME_FORMAT } from './format.ts';
import { useChargeColumns } from './use-charge-columns.tsx';
import { useDeliveryTypeName } from './use-delivery-type-name.ts';
import { useReloadWhenDue } from './use-reload-when-due.ts';

interface TierFilter {
  tier: ShippingTier;
  countryId: number | null;
}
const FIRST: TierFilter = { tier: SHIPPING_TIERS[0], countryId: null };
// A tier in the address is read only when it is one of the tabs.
const CODECS = { tier: oneOf(SHIPPING_TIERS) } as FilterCodecs<TierFilter>;

interface TierChargesProps {
  /** The tab bar for the tier shown; `choose` shows another. */
  tabs: (tier: ShippingTier, choose: (tier: ShippingTier) => void) => ReactNode;
  panelOf: (tier: ShippingTier) => { id: string; labelledBy: string };
}

// What another tab keeps of the view: the page size and the order; it starts from page 1 with no country.
const KEPT_ON_TAB = ['size', 'sort'];

/**
 * The tabs and the list of the tab shown. The tier is part of the list's view, so a reload or a link
 * opens the same tab; each tab's list is its own, so one tab never shows another's rows while it loads.
 */
export function TierCharges({ tabs, panelOf }: TierChargesProps) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tier');
  // An unknown tier shows the first tab; the list says so and corrects the address.
  const tier = SHIPPING_TIERS.find((t) => t === asked) ?? FIRST.tier;
  const choose = (next: ShippingTier) =>
    setParams((current) => {
      const kept = new URLSearchParams();
      for (const name of KEPT_ON_TAB) if (current.has(name)) kept.set(name, current.get(name)!);
      if (next !== FIRST.tier) kept.set('tier', next);
      return kept;
    });
  return <TierList key={tier} tabs={tabs(tier, choose)} panel={panelOf(tier)} />;
}

/**
 * One tab: a tier's charges in force and waiting, filtered by country, with Add New, Edit, the
 * export, and Withdraw of a waiting change (after a confirm; refused once its time has come).
 */
function TierList({ tabs, panel }: { tabs: ReactNode; panel: { id: string; labelledBy: string } }) {
  const { t } = useTranslation(SHIPPING_NS);
  const list = usePagedList({
    resource: SHIPPING_CHARGES,
    fetchPage: (paging, filter: TierFilter, options) =>
      getShippingCharges(paging, { tier: filter.tier, countryId: filter.countryId ?? undefined }, options),
    initialFilter: FIRST,
    sortable: SHIPPING_CHARGE_SORTS,
    address: { codecs: CODECS },
  });
  const tier = list.filter.tier;
  // Clear empties the country and stays on the tab.
  const filter = useDraftFilter(list, { tier, countryId: null });
  const countries = useCountryLookup();
  const editing = useEditing<ShippingCharge>();
  const [withdrawing, setWithdrawing] = useState<ShippingCharge | null>(null);
  const { columns, exportColumns } = useChargeColumns(editing.edit, setWithdrawing);
  const queryClient = useQueryClient();
  const timeZone = useTimeZone();
  const typeName = useDeliveryTypeName();
  useReloadWhenDue(list.rows, list.reload);
  const tierName = t(`tiers.${tier}`);
  const withdraw = async (change: ShippingCharge) => {
    try {
      toast.success((await withdrawShippingCharge(change)).message, TOAST_MS.snackbar);
    } catch (error) {
      // Its time came, or someone changed the setting: the grid reloads to show what holds now.
      toast.failure(error, TOAST_MS.snackbar);
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.all(SHIPPING_CHARGES) });
    await queryClient.invalidateQueries({ queryKey: ['history', 'shipping-charge'] });
  };
  const withdrawName = (c: ShippingCharge) => `${c.countryCode} ${typeName(c.deliveryType)}`;

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
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('withdrawTitle')}
        text={
          withdrawing
            ? t('withdrawText', {
                name: withdrawName(withdrawing),
                time: formatZoned(withdrawing.effectiveFrom, SHIPPING_DATE_TIME_FORMAT, timeZone),
              })
            : ''
        }
        confirmLabel={t('withdraw')}
        danger
        onConfirm={() => withdraw(withdrawing!)}
        onClose={() => setWithdrawing(null)}
      />
    </ListScreen>
  );
}
