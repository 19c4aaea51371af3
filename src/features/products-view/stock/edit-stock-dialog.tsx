import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormText } from '../../../components/form/form-fields.tsx';
import { HistoryButton } from '../../../components/history/history-button.tsx';
import { StalePanel } from '../../../components/history/stale-panel.tsx';
import { updateStockFormSchema, type StockItem } from '../../../domain/stock/stock.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';
import { updateStock } from './api/update-stock.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { StockFields } from './stock-fields.tsx';
import { STOCK_RESOURCE, useSizes } from './stock-queries.ts';
import { usePidLookup } from './use-pid-lookup.ts';

/** A stock item as the change log keeps it (a 409's record: the dialog's fields by their names). */
interface StockRecord {
  pId: number;
  upc: string;
  name: string;
  itemCode: string;
  sizeId: number | null;
  sizeInfo: string;
  isMultisize: boolean;
  cId: number;
  groupCode: string;
  hsCode: string;
  boxNo: string;
  remarks: string;
}

/**
 * 'Edit Stock' (spec 001 §2, §4, §5): every field of a stock item. The PID stays locked until
 * 'Do you want to change PID?' is answered Yes; a changed PID is looked up and names the product
 * the UPC moves to. Save is greyed while the size is empty or the lookup failed. The save carries
 * the item's revision: when someone saved it since, their values show beside the user's with
 * Reload and Overwrite; History shows who changed what, and the success toast offers Undo.
 */
export function EditStockDialog({ item, onClose }: { item: StockItem; onClose: () => void }) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  const [pidOpen, setPidOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const pidBox = useRef<HTMLDivElement>(null);
  const form = useEntityForm({
    schema: updateStockFormSchema,
    defaultValues: {
      stockId: item.stockId,
      pId: String(item.pId),
      style: item.style,
      sizeId: item.sizeId,
      size: item.size,
      cId: item.cId,
      upc: item.upc,
      name: item.itemName,
      groupCode: item.groupCode,
      itemCode: item.Itemcode,
      remarks: item.remarks,
      boxNo: item.boxNo,
      sizeInfo: item.sizeInfo,
      isMultisize: item.IsMultisize,
      hsCode: item.hsCode,
    },
    labelOf: (field) => t(`stock.fields.${field}`),
    save: (values, revision) => {
      const size = sizes.options.find((s) => s.sizeId === values.sizeId);
      return updateStock({ ...values, size: size?.size ?? values.size, style: lookup.target?.style ?? values.style }, revision);
    },
    tracked: {
      entity: 'stock-item',
      id: item.stockId,
      revision: item.revision,
      name: item.upc,
      // Their record's fields; the style and size label shown stay the form's.
      valuesOf: (current, typed) => {
        const theirs = current as unknown as StockRecord;
        return {
          ...typed,
          pId: String(theirs.pId),
          upc: theirs.upc,
          name: theirs.name,
          itemCode: theirs.itemCode,
          sizeId: theirs.sizeId,
          sizeInfo: theirs.sizeInfo,
          isMultisize: theirs.isMultisize,
          cId: theirs.cId,
          groupCode: theirs.groupCode,
          hsCode: theirs.hsCode,
          boxNo: theirs.boxNo,
          remarks: theirs.remarks,
        };
      },
    },
    invalidates: [STOCK_RESOURCE],
    onSaved: onClose,
  });
  const { stale } = form;
  const yours = useWatch({ control: form.control, disabled: !stale }) as Record<string, unknown>;

  const pidText = useWatch({ control: form.control, name: 'pId' });
  const sizeId = useWatch({ control: form.control, name: 'sizeId' });
  const lookup = usePidLookup(pidText, item.pId, pidOpen);
  const sizes = useSizes(lookup.sizesOf);

  // A failed lookup is an error on the PID field itself, where the user is typing.
  const { setError, clearErrors } = form.methods;
  const notFound = lookup.failed ? t('stock.pidNotFound', { pId: pidText.trim() }) : undefined;
  useEffect(() => {
    if (notFound) setError('pId', { type: 'lookup', message: notFound });
    else clearErrors('pId');
  }, [notFound, setError, clearErrors]);

  const pidHint = !pidOpen
    ? t('stock.pidLocked')
    : lookup.looking
      ? t('stock.pidLooking')
      : lookup.target
        ? t('stock.pidFound', { name: lookup.target.name })
        : undefined;
  // A size must be one of the (new) product's sizes; the select shows any other as empty.
  const sizeChosen = sizeId !== null && sizes.options.some((s) => s.sizeId === sizeId);
  const disabledReason =
    notFound ?? (lookup.looking || sizes.loading ? t('stock.pidLooking') : sizeChosen ? undefined : t('stock.chooseSizeToSave'));

  // Once unlocked and the question has closed (it gives the focus back as it goes): the PID field takes it.
  useEffect(() => {
    if (!pidOpen || asking) return;
    const timer = setTimeout(() => pidBox.current?.querySelector('input')?.focus(), 0);
    return () => clearTimeout(timer);
  }, [pidOpen, asking]);

  return (
    <>
      <FormDialog
        form={form}
        title={t('stock.editTitle')}
        submitLabel={t('stock.update')}
        disabledReason={disabledReason}
        onClose={onClose}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gridColumn: '1 / -1', mb: -1 }}>
          <HistoryButton entity="stock-item" id={item.stockId} name={item.upc} labelOf={form.labelOf} invalidates={[STOCK_RESOURCE]} />
        </Box>
        {stale && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <StalePanel
              stale={stale}
              yours={yours}
              theirs={stale.current ? (form.tracked!.valuesOf(stale.current, yours as never) as Record<string, unknown>) : null}
              labelOf={form.labelOf}
              onReload={form.reload}
              onOverwrite={() => void form.overwrite()}
            />
          </Box>
        )}
        <Box ref={pidBox} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', gridColumn: '1 / -1' }}>
          <FormText form={form} name="pId" dir="ltr" disabled={!pidOpen} hint={pidHint} />
          <Button onClick={() => setAsking(true)} disabled={pidOpen || form.saving} sx={{ mt: 1 }}>
            {t('stock.changePid')}
          </Button>
        </Box>
        <StockFields form={form} sizes={sizes} />
      </FormDialog>
      <ConfirmDialog
        open={asking}
        title={t('stock.changePidTitle')}
        text={t('stock.changePidText')}
        confirmLabel={t('stock.yes')}
        cancelLabel={t('stock.no')}
        onConfirm={() => setPidOpen(true)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
