import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import { FormIdSelect } from '../../../components/form/form-fields.tsx';
import { deliveryMethodFormSchema, type DeliveryMethod, type DeliveryMethodForm } from '../../../domain/shipment/delivery-methods.ts';
import { useEntityForm, type EntityForm } from '../../../lib/form/use-entity-form.ts';
import { useDeliveryLabelLookup, useDeliveryTypeLookup } from '../../../lib/lookups/shipment-lookups.ts';
import { saveDeliveryMethod } from '../api/save-delivery-method.ts';
import { useInventoryCountries } from '../api/use-inventory-countries.ts';
import { CodeSelect, type CodeOption } from '../code-select.tsx';
import { DELIVERY_NS } from '../i18n.ts';
import { DELIVERY_RESOURCES as R } from '../resources.ts';

function FormCodeSelect({
  form,
  name,
  options,
}: {
  form: EntityForm<DeliveryMethodForm>;
  name: 'deliveryTypeCode' | 'deliveryLabelCode';
  options: readonly CodeOption[];
}) {
  const { field } = useController({ control: form.control, name });
  return (
    <CodeSelect
      label={form.labelOf(name)}
      options={options}
      value={field.value ?? ''}
      onChange={field.onChange}
      error={form.errorOf(name)}
    />
  );
}

const valuesOf = (m: Pick<DeliveryMethod, 'inventoryCountryId' | 'deliveryTypeCode' | 'deliveryLabelCode'>): DeliveryMethodForm => ({
  inventoryCountryId: m.inventoryCountryId,
  deliveryTypeCode: m.deliveryTypeCode,
  deliveryLabelCode: m.deliveryLabelCode,
});

/**
 * Add Delivery Method / edit one (spec 002 §2, §5): the three fields are required, Save is disabled
 * until they are chosen. An edit is based on the revision the card read (History, Undo, no silent overwrite).
 */
export function MethodDrawer({ method, name, onClose }: { method: DeliveryMethod | null; name?: string; onClose: () => void }) {
  const { t } = useTranslation(DELIVERY_NS);
  const types = useDeliveryTypeLookup();
  const labels = useDeliveryLabelLookup();
  const form = useEntityForm({
    schema: deliveryMethodFormSchema,
    // A code is '' until chosen, which the form's contract reads as 'Required'.
    defaultValues: (method
      ? valuesOf(method)
      : { inventoryCountryId: null, deliveryTypeCode: '', deliveryLabelCode: '' }) as DeliveryMethodForm,
    labelOf: (field) => t(`fields.${field}`),
    save: (body, revision) => saveDeliveryMethod(method?.id ?? null, body, revision),
    tracked: {
      entity: 'delivery-method',
      id: method?.id ?? null,
      revision: method?.revision ?? null,
      name,
      valuesOf: (current) => valuesOf(current as DeliveryMethod),
    },
    invalidates: [R.methods],
    checkAsTyped: true,
    onSaved: onClose,
  });
  return (
    <FormDrawer form={form} title={t(method ? 'editMethod' : 'addMethod')} editing={Boolean(method)} onClose={onClose}>
      <FormIdSelect form={form} name="inventoryCountryId" pickList={useInventoryCountries()} />
      <FormCodeSelect form={form} name="deliveryTypeCode" options={types.options} />
      <FormCodeSelect form={form} name="deliveryLabelCode" options={labels.options} />
    </FormDrawer>
  );
}
