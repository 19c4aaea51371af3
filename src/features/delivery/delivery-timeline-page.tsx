import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddNewButton } from '../../components/add-new-button.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { IdAutocomplete } from '../../components/id-autocomplete.tsx';
import { Screen } from '../../components/screen.tsx';
import { deliveryLabelCodeSchema } from '../../domain/shipment/delivery-labels.ts';
import type { DeliveryMethod } from '../../domain/shipment/delivery-methods.ts';
import { DELIVERY_PAGE_SIZE } from '../../domain/shipment/delivery-paging.ts';
import type { DeliveryTimeline } from '../../domain/shipment/delivery-timelines.ts';
import { deliveryTypeCodeSchema } from '../../domain/shipment/delivery-types.ts';
import type { FilterCodecs } from '../../lib/lists/address-codec.ts';
import { oneOf } from '../../lib/lists/field-codecs.ts';
import { useDeliveryLabelLookup, useDeliveryTypeLookup } from '../../lib/lookups/shipment-lookups.ts';
import { useEditing } from '../../lib/use-editing.ts';
import { useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { getDeliveryMethods, type MethodFilter } from './api/get-delivery-methods.ts';
import { useInventoryCountries } from './api/use-inventory-countries.ts';
import { CodeSelect, useCodeName } from './code-select.tsx';
import { DELIVERY_NS } from './i18n.ts';
import { MethodCard } from './methods/method-card.tsx';
import { MethodDrawer } from './methods/method-drawer.tsx';
import { PromisePanel } from './promise/promise-panel.tsx';
import { DELIVERY_RESOURCES as R, methodName } from './resources.ts';
import { TimelineDrawer } from './timelines/timeline-drawer.tsx';

const ALL: MethodFilter = { inventoryCountryId: null, deliveryTypeCode: '', deliveryLabelCode: '' };
// The codes in the address are read only when they are codes the server knows.
const CODECS = {
  deliveryTypeCode: oneOf(deliveryTypeCodeSchema.options),
  deliveryLabelCode: oneOf(deliveryLabelCodeSchema.options),
} as FilterCodecs<MethodFilter>;

/**
 * /apps/delivery-timeline (spec 002 §2): every delivery method of the filters (page 1 of 10000, §9)
 * as a card with its timelines; the side panels add and edit; the promise tester asks the timelines.
 * The filters are kept in the address, and so is each card's own order of its timelines.
 */
export function DeliveryTimelinePage() {
  const { t } = useTranslation(DELIVERY_NS);
  const list = usePagedList({
    resource: R.methods,
    fetchPage: (_paging, f: MethodFilter, { signal }) => getDeliveryMethods(f, signal),
    initialFilter: ALL,
    pageSize: DELIVERY_PAGE_SIZE,
    address: { codecs: CODECS },
  });
  const filter = useDraftFilter(list, ALL);
  const countries = useInventoryCountries();
  const types = useDeliveryTypeLookup();
  const labels = useDeliveryLabelLookup();
  const editing = useEditing<DeliveryMethod>();
  const [timeline, setTimeline] = useState<{ method: DeliveryMethod; record: DeliveryTimeline | null } | null>(null);
  const codeName = useCodeName();
  // The type and the label by their names in the user's language.
  const nameOf = (m: DeliveryMethod) =>
    methodName(
      m,
      codeName({ code: m.deliveryTypeCode, name: m.deliveryType, ar_name: '' }),
      codeName({ code: m.deliveryLabelCode, name: m.deliveryLabel, ar_name: '' }),
    );

  return (
    <Screen title={t('title')}>
      <FilterBar
        onSearch={filter.runSearch}
        onClear={filter.clearSearch}
        extra={<AddNewButton label={t('addMethod')} onClick={editing.add} />}
      >
        <IdAutocomplete
          label={t('filters.inventoryCountry')}
          {...countries}
          value={filter.draft.inventoryCountryId}
          onChange={(inventoryCountryId) => filter.setDraft({ inventoryCountryId })}
        />
        <CodeSelect
          size="small"
          label={t('filters.deliveryType')}
          anyLabel={t('filters.any')}
          options={types.options}
          value={filter.draft.deliveryTypeCode}
          onChange={(deliveryTypeCode) => filter.setDraft({ deliveryTypeCode })}
        />
        <CodeSelect
          size="small"
          label={t('filters.deliveryLabel')}
          anyLabel={t('filters.any')}
          options={labels.options}
          value={filter.draft.deliveryLabelCode}
          onChange={(deliveryLabelCode) => filter.setDraft({ deliveryLabelCode })}
        />
      </FilterBar>
      <PromisePanel />
      <section aria-label={t('methodsLabel')}>
        {list.rows.length === 0 && !list.loading && <Typography sx={{ py: 3, textAlign: 'center' }}>{t('noMethods')}</Typography>}
        {list.rows.map((m) => (
          <MethodCard
            key={m.id}
            method={m}
            name={nameOf(m)}
            onEdit={() => editing.edit(m)}
            onEditTimeline={(record) => setTimeline({ method: m, record })}
          />
        ))}
      </section>
      {editing.open && (
        <MethodDrawer method={editing.record} name={editing.record ? nameOf(editing.record) : undefined} onClose={editing.close} />
      )}
      {timeline && <TimelineDrawer method={timeline.method} timeline={timeline.record} onClose={() => setTimeline(null)} />}
    </Screen>
  );
}

export default DeliveryTimelinePage;
