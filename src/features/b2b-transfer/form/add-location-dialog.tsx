import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormText } from '../../../components/form/form-fields.tsx';
import { transferLocationBodySchema } from '../../../domain/stock/stock-transfers.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { addLocation } from '../api/add-location.ts';
import { B2B_TRANSFER_NS, B2B_TRANSFER_RESOURCES } from '../i18n.ts';

/** 'Add location' (administrators): extends the From and To lists, which load again by themselves. */
export function AddLocationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(B2B_TRANSFER_NS);
  const form = useEntityForm({
    schema: transferLocationBodySchema,
    defaultValues: { code: '', name: '', ar_name: '' },
    labelOf: (field) => t(`locationDialog.${field}`),
    save: addLocation,
    invalidates: [B2B_TRANSFER_RESOURCES.locations],
    checkAsTyped: true,
    onSaved: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('locationDialog.title')}
      submitLabel={t('locationDialog.save')}
      disabledReason={form.disabledReason}
      columns={1}
      width="xs"
      onClose={onClose}
    >
      <FormText form={form} name="code" required autoFocus dir="ltr" />
      <FormText form={form} name="name" required />
      <FormText form={form} name="ar_name" required dir="rtl" />
    </FormDialog>
  );
}
