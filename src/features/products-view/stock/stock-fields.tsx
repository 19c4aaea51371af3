import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { FormIdSelect, FormText } from '../../../components/form/form-fields.tsx';
import type { SizeDetail } from '../../../domain/stock/stock.ts';
import type { EntityForm } from '../../../lib/form/use-entity-form.ts';
import type { PickList } from '../../../lib/lookups/use-lookup.ts';

/** The fields Add New upc and Edit Stock share. */
interface StockFieldValues extends FieldValues {
  upc: string;
  sizeId: number | null;
  sizeInfo?: string;
  isMultisize?: boolean;
}

/**
 * UPC, size (choosing one fills its size info and multi-size flag), item name and codes, box and
 * remarks. Codes read left to right in Arabic too.
 */
export function StockFields<V extends StockFieldValues>({
  form,
  sizes,
  sizeHint,
  autoFocusUpc,
}: {
  form: EntityForm<V>;
  sizes: PickList<SizeDetail>;
  sizeHint?: string;
  autoFocusUpc?: boolean;
}) {
  const name = (field: keyof StockFieldValues | string) => field as Path<V>;
  const pickSize = (id: number | null) => {
    const size = sizes.options.find((s) => s.sizeId === id);
    const set = (field: string, value: unknown) =>
      form.methods.setValue(name(field), value as PathValue<V, Path<V>>, { shouldDirty: true });
    set('sizeInfo', size?.sizeInfo ?? '');
    set('isMultisize', size?.isMultisize ?? false);
  };
  return (
    <>
      <FormText form={form} name={name('upc')} dir="ltr" required autoFocus={autoFocusUpc} maxLength={32} />
      <FormIdSelect form={form} name={name('sizeId')} pickList={sizes} onPicked={pickSize} hint={sizeHint} />
      <FormText form={form} name={name('sizeInfo')} disabled />
      <FormText form={form} name={name('name')} maxLength={150} />
      <FormText form={form} name={name('itemCode')} dir="ltr" maxLength={50} />
      <FormText form={form} name={name('groupCode')} dir="ltr" maxLength={50} />
      <FormText form={form} name={name('hsCode')} dir="ltr" maxLength={12} />
      <FormText form={form} name={name('boxNo')} dir="ltr" maxLength={50} />
      <FormText form={form} name={name('remarks')} maxLength={500} />
    </>
  );
}
