import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import { FormIdSelect, FormText } from '../../../components/form/form-fields.tsx';
import { TOAST_MS } from '../../../domain/constants.ts';
import { addressFormSchema, type FailedOrder } from '../../../domain/orders/order-failures.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { useAreaLookup, useCountryLookup, useStateLookup } from '../../../lib/lookups/reference-lookups.ts';
import { changeAddress } from '../api/change-address.ts';
import { ORDERS_NS, ORDERS_RESOURCE } from '../i18n.ts';

/** The form's values of an order's address (and of the order as another user left it: Reload). */
const addressValuesOf = (order: FailedOrder) => ({
  shippingName: order.shippingName,
  addressLine1: order.addressLine1,
  addressLine2: order.addressLine2,
  countryId: order.countryId,
  stateId: order.stateId,
  areaId: order.areaId,
});

/** The address form used without the legacy panel: name, two lines, and country → state → area of the reference data. */
export function NativeAddressDrawer({ order, onClose }: { order: FailedOrder; onClose: () => void }) {
  const { t } = useTranslation(ORDERS_NS);
  const form = useEntityForm({
    schema: addressFormSchema,
    defaultValues: addressValuesOf(order),
    labelOf: (field) => t(`address.fields.${field}`),
    save: (body, revision) => changeAddress(order.id, body, revision),
    tracked: {
      entity: 'order-failure',
      id: order.id,
      revision: order.revision,
      name: order.orderId,
      valuesOf: (current) => addressValuesOf(current as FailedOrder),
    },
    invalidates: [ORDERS_RESOURCE],
    toastMs: TOAST_MS.orderFailure,
    onSaved: onClose,
  });
  const { setValue, watch } = form.methods;
  const [countryId, stateId] = watch(['countryId', 'stateId']);
  const clear = { shouldDirty: true } as const;

  return (
    <FormDrawer form={form} title={t('address.title')} editing onClose={onClose}>
      <FormText form={form} name="shippingName" autoFocus />
      <FormText form={form} name="addressLine1" />
      <FormText form={form} name="addressLine2" />
      {/* Changing the country clears the state and area; changing the state clears the area. */}
      <FormIdSelect
        form={form}
        name="countryId"
        pickList={useCountryLookup()}
        onPicked={() => {
          setValue('stateId', null, clear);
          setValue('areaId', null, clear);
        }}
      />
      <FormIdSelect
        form={form}
        name="stateId"
        pickList={useStateLookup(countryId, countryId !== null)}
        hint={countryId === null ? t('address.chooseCountry') : undefined}
        disabled={countryId === null}
        onPicked={() => setValue('areaId', null, clear)}
      />
      <FormIdSelect
        form={form}
        name="areaId"
        pickList={useAreaLookup(stateId ?? null, stateId != null)}
        hint={stateId == null ? t('address.chooseState') : undefined}
        disabled={stateId == null}
      />
    </FormDrawer>
  );
}
