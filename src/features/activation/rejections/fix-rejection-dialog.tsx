import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormText } from '../../../components/form/form-fields.tsx';
import { fixRejectionBodySchema } from '../../../domain/activation/rejections.ts';
import type { ActivationRejection } from '../../../domain/activation/rejections.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { fixRejection } from '../api/fix-rejection.ts';
import { ACTIVATION_NS } from '../i18n.ts';

export const REJECTIONS_RESOURCE = 'activationRejections';

/** 'Fix Activation Rejection' (spec 000 §2): remarks of 5 rows; fix disabled while they are empty. */
export function FixRejectionDialog({ row, onClose, onFixed }: { row: ActivationRejection; onClose: () => void; onFixed: () => void }) {
  const { t } = useTranslation(ACTIVATION_NS);
  const form = useEntityForm({
    schema: fixRejectionBodySchema,
    defaultValues: { remarks: '' },
    labelOf: () => t('rejections.remarks'),
    save: (body) => fixRejection(row.id, body.remarks),
    invalidates: [REJECTIONS_RESOURCE],
    onSaved: () => {
      onClose();
      onFixed();
    },
  });
  const remarks = useWatch({ control: form.control, name: 'remarks' });
  return (
    <FormDialog
      form={form}
      title={t('rejections.fixTitle')}
      submitLabel={t('rejections.fix')}
      disabledReason={remarks.trim() === '' ? t('rejections.remarksRequired') : undefined}
      columns={1}
      onClose={onClose}
    >
      <Typography variant="body2">{t('rejections.fixText', { pId: row.pId })}</Typography>
      <FormText form={form} name="remarks" multiline rows={5} required autoFocus maxLength={1000} />
    </FormDialog>
  );
}
