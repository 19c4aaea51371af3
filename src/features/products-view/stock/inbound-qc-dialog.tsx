import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormIdSelect } from '../../../components/form/form-fields.tsx';
import { formSchemaOf, idField } from '../../../domain/fields.ts';
import type { StockItem } from '../../../domain/stock/stock.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import type { PickList } from '../../../lib/lookups/use-lookup.ts';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';
import { addInboundQc } from './api/add-inbound-qc.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { STOCK_RESOURCE } from './stock-queries.ts';

// The dialog picks one of the product's stock items; the request names its UPC.
const qcFormSchema = formSchemaOf(z.object({ stockId: idField() }), { choices: ['stockId'] });

/** Adds an 'Inbound QC Request' for one of the product's UPCs; the table loads again. */
export function InboundQcDialog({ pId, items, onClose }: { pId: number; items: readonly StockItem[]; onClose: () => void }) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  const form = useEntityForm({
    schema: qcFormSchema,
    defaultValues: { stockId: items.length === 1 ? items[0]!.stockId : null },
    labelOf: (field) => t(`stock.fields.${field}`),
    save: ({ stockId }) => addInboundQc({ pId, upc: items.find((i) => i.stockId === stockId)?.upc ?? '' }),
    invalidates: [STOCK_RESOURCE],
    onSaved: onClose,
  });
  const upcs: PickList<StockItem> = {
    options: [...items],
    loading: false,
    idOf: (i) => i.stockId,
    labelOf: (i) => (i.size ? `${i.upc} (${i.size})` : i.upc),
    labelOfId: (id) => items.find((i) => i.stockId === id)?.upc,
  };
  const chosen = useWatch({ control: form.control, name: 'stockId' });
  return (
    <FormDialog
      form={form}
      title={t('stock.qcTitle')}
      submitLabel={t('stock.add')}
      disabledReason={chosen === null ? t('stock.chooseUpc') : undefined}
      onClose={onClose}
    >
      <FormIdSelect form={form} name="stockId" pickList={upcs} />
    </FormDialog>
  );
}
