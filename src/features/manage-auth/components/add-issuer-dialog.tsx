import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormText } from '../../../components/form/form-fields.tsx';
import { addIssuerRequestSchema } from '../../../domain/auth-accounts/contracts.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { addIssuer } from '../api/add-issuer.ts';
import { MANAGE_AUTH_NS } from '../i18n.ts';
import { ISSUERS_RESOURCE } from '../use-issuers.ts';
import { useLabelErrors } from '../use-label-errors.ts';

/** 'Add Issuer' (administrators): extends the list the Issuer selects offer, which load again by themselves. */
export function AddIssuerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(MANAGE_AUTH_NS);
  const form = useEntityForm({
    schema: addIssuerRequestSchema,
    defaultValues: { name: '' },
    labelOf: () => t('issuerDialog.name'),
    save: addIssuer,
    invalidates: [ISSUERS_RESOURCE],
    checkAsTyped: true,
    translateError: useLabelErrors(),
    onSaved: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('issuerDialog.title')}
      submitLabel={t('issuerDialog.save')}
      disabledReason={form.disabledReason}
      columns={1}
      width="xs"
      onClose={onClose}
    >
      <FormText form={form} name="name" required autoFocus />
    </FormDialog>
  );
}
