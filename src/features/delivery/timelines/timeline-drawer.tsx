import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import { FormIdSelect, FormText } from '../../../components/form/form-fields.tsx';
import { numbersAsText } from '../../../domain/fields.ts';
import type { DeliveryMethod } from '../../../domain/shipment/delivery-methods.ts';
import { CUT_OFF_FROM_PLACEHOLDER, CUT_OFF_TO_PLACEHOLDER } from '../../../domain/shipment/delivery-time.ts';
import {
  deliveryTimelineFormSchema,
  type DeliveryTimeline,
  type DeliveryTimelineForm,
} from '../../../domain/shipment/delivery-timelines.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { useAreaLookup, useCountryLookup, useStateLookup } from '../../../lib/lookups/reference-lookups.ts';
import { saveDeliveryTimeline } from '../api/save-delivery-timeline.ts';
import { DELIVERY_NS } from '../i18n.ts';
import { DELIVERY_RESOURCES as R } from '../resources.ts';
import { TimezoneField } from './timezone-field.tsx';
import { WorkingDaysField } from './working-days-field.tsx';

// The form's fields of a timeline: as the table read it, or as another user left it (a stale save's record).
const valuesOf = (
  t: Omit<DeliveryTimeline, 'id' | 'revision' | 'shippingCountry' | 'shippingState' | 'shippingArea'>,
): DeliveryTimelineForm =>
  numbersAsText(
    {
      deliveryMethodId: t.deliveryMethodId,
      shippingCountryId: t.shippingCountryId,
      shippingStateId: t.shippingStateId,
      shippingAreaId: t.shippingAreaId,
      timezone: t.timezone,
      cutOffTimeFrom: t.cutOffTimeFrom,
      cutOffTimeTo: t.cutOffTimeTo,
      workingDays: t.workingDays,
      min_edd: t.min_edd,
      max_edd: t.max_edd,
    },
    ['min_edd', 'max_edd'],
  );

/**
 * Add Timeline / edit one (spec 002 §5 "Timeline form"): the country → state → area cascade, the
 * rules of the contract. An edit is based on the revision the table read (History, Undo, no silent overwrite).
 */
export function TimelineDrawer({
  method,
  timeline,
  onClose,
}: {
  method: DeliveryMethod;
  timeline: DeliveryTimeline | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(DELIVERY_NS);
  const form = useEntityForm({
    schema: deliveryTimelineFormSchema,
    defaultValues: timeline
      ? valuesOf(timeline)
      : {
          deliveryMethodId: method.id,
          shippingCountryId: null,
          shippingStateId: null,
          shippingAreaId: null,
          timezone: '',
          cutOffTimeFrom: '',
          cutOffTimeTo: '',
          workingDays: '',
          min_edd: '',
          max_edd: '',
        },
    // The contract's rules carry their catalogue keys: the form says them in the user's language.
    labelOf: (field) => t(`fields.${field}`),
    save: (body, revision) => saveDeliveryTimeline(timeline?.id ?? null, body, revision),
    tracked: {
      entity: 'delivery-timeline',
      id: timeline?.id ?? null,
      revision: timeline?.revision ?? null,
      name: timeline ? [timeline.shippingCountry, timeline.shippingState, timeline.shippingArea].filter(Boolean).join(' / ') : undefined,
      valuesOf: (current) => valuesOf(current as DeliveryTimeline),
    },
    invalidates: [R.timelines],
    onSaved: onClose,
  });
  const { setValue, watch } = form.methods;
  const [countryId, stateId] = watch(['shippingCountryId', 'shippingStateId']);
  const clear = { shouldDirty: true } as const;

  return (
    <FormDrawer form={form} title={t(timeline ? 'editTimeline' : 'addTimeline')} editing={Boolean(timeline)} onClose={onClose}>
      {/* Changing the country clears the state and area; changing the state clears the area (spec 002 §5). */}
      <FormIdSelect
        form={form}
        name="shippingCountryId"
        pickList={useCountryLookup()}
        onPicked={() => {
          setValue('shippingStateId', null, clear);
          setValue('shippingAreaId', null, clear);
        }}
      />
      <FormIdSelect
        form={form}
        name="shippingStateId"
        pickList={useStateLookup(countryId, countryId !== null)}
        noneLabel={t('allStates')}
        hint={countryId === null ? t('chooseCountry') : undefined}
        disabled={countryId === null}
        onPicked={() => setValue('shippingAreaId', null, clear)}
      />
      <FormIdSelect
        form={form}
        name="shippingAreaId"
        pickList={useAreaLookup(stateId ?? null, stateId != null)}
        noneLabel={t('allAreas')}
        hint={stateId == null ? t('chooseState') : undefined}
        disabled={stateId == null}
      />
      <TimezoneField form={form} />
      <FormText form={form} name="cutOffTimeFrom" placeholder={CUT_OFF_FROM_PLACEHOLDER} dir="ltr" />
      <FormText form={form} name="cutOffTimeTo" placeholder={CUT_OFF_TO_PLACEHOLDER} dir="ltr" />
      <WorkingDaysField form={form} />
      <FormText form={form} name="min_edd" type="number" hint={t('hints.minEdd')} />
      <FormText form={form} name="max_edd" type="number" hint={t('hints.edd')} />
    </FormDrawer>
  );
}
