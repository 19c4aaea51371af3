import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '../../../domain/catalogue/products.ts';
import type { StockInTransit } from '../../../domain/stock/stock-in-transit.ts';
import { addStockFormSchema } from '../../../domain/stock/stock.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { CATALOGUE_RESOURCES } from '../../../lib/lookups/catalogue-lookups.ts';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';
import { addStock } from './api/add-stock.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { StockFields } from './stock-fields.tsx';
import { STOCK_RESOURCE, useSizes } from './stock-queries.ts';

/**
 * 'Add New upc' (spec 001 §2, §7): a UPC for the product. Add stays greyed until a size is chosen
 * and while saving. Opened from a stock-in-transit link, it is filled from that row and marks it
 * content created with the same save.
 */
export function AddUpcDialog({ product, transit, onClose }: { product: ProductView; transit: StockInTransit | null; onClose: () => void }) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  const queryClient = useQueryClient();
  const sizes = useSizes(product.pId);
  const form = useEntityForm({
    schema: addStockFormSchema,
    defaultValues: {
      pId: product.pId,
      sizeId: null,
      cId: 0,
      upc: transit?.upc ?? '',
      name: transit?.itemName || product.name,
      groupCode: '',
      itemCode: '',
      remarks: '',
      boxNo: transit?.boxNo ?? '',
      sizeInfo: '',
      isMultisize: false,
      hsCode: '',
      style: product.style,
      action: transit ? transit.action : null,
      ssId: transit?.id ?? null,
    },
    labelOf: (field) => t(`stock.fields.${field}`),
    save: addStock,
    invalidates: [STOCK_RESOURCE],
    onSaved: () => {
      // The stock-in-transit row the link named is content created now.
      if (transit) void queryClient.invalidateQueries({ queryKey: [CATALOGUE_RESOURCES.products, 'stockInTransit'] });
      onClose();
    },
  });

  // The row's size, once the sizes have loaded.
  const sizeId = useWatch({ control: form.control, name: 'sizeId' });
  const { setValue } = form.methods;
  useEffect(() => {
    if (!transit?.sizeLabel || sizeId !== null) return;
    const size = sizes.options.find((s) => s.size.toLowerCase() === transit.sizeLabel.toLowerCase());
    if (!size) return;
    setValue('sizeId', size.sizeId);
    setValue('sizeInfo', size.sizeInfo);
    setValue('isMultisize', size.isMultisize);
    // Only when the sizes arrive: a size the user cleared afterwards stays cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sizes.options]);

  const noSizes = !sizes.loading && sizes.options.length === 0;
  return (
    <FormDialog
      form={form}
      title={t('stock.addUpc')}
      submitLabel={t('stock.add')}
      disabledReason={sizeId === null ? t(noSizes ? 'stock.noSizes' : 'stock.chooseSize') : undefined}
      onClose={onClose}
    >
      <StockFields
        form={form}
        sizes={sizes}
        autoFocusUpc
        sizeHint={transit ? t('stock.fromTransit', { ssId: transit.id, upc: transit.upc }) : undefined}
      />
    </FormDialog>
  );
}
