import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import { CATALOGUE_MESSAGES as M } from '../../../domain/catalogue/messages.ts';
import { PRODUCT_TEXT_MAX, productDetailsBodySchema, type ProductView, type UpdateStyleReply } from '../../../domain/catalogue/products.ts';
import { joinStyle, splitStyle } from '../../../domain/catalogue/text-rules.ts';
import { textOf } from '../../../domain/words/field-problem.ts';
import { ApiError, isApiError } from '../../../lib/api-error.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { updateStyle } from '../api/update-style.ts';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';
import { PlainTextField } from '../steps/plain-text-field.tsx';

const shape = productDetailsBodySchema.shape;

/** Style and variant under the product form's rules; a variant after '@' in the style must agree with the variant field. */
const styleFormSchema = z.object({ style: shape.style, variant: shape.variant }).check(
  z.superRefine((values, ctx) => {
    const after = splitStyle(values.style).variant;
    if (after && values.variant && after !== values.variant)
      ctx.addIssue({ code: 'custom', path: ['variant'], message: textOf(M.variantDiffers) });
  }),
);
type StyleFormValues = z.input<typeof styleFormSchema>;

/** The product's style as the form shows it: the style, and the variant in its own field. */
function styleValuesOf(product: ProductView): StyleFormValues {
  const { style, variant } = splitStyle(product.style);
  return { style, variant: product.variant || variant };
}

/**
 * The Style edit drawer of the Details step (spec 001 §2, §4, §5): the stored style and variant,
 * upper-cased as typed, saved by the style update, which marks the style verified. In
 * CONTENT_CREATOR mode (`ssId`) it warns what the change does and Save waits for the
 * acknowledgement; the update then also marks that stock-in-transit row content created.
 */
export function StyleDrawer({
  product,
  ssId,
  onUpdated,
  onClose,
}: {
  product: ProductView;
  ssId: number | null;
  onUpdated: (reply: UpdateStyleReply) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  const [acknowledged, setAcknowledged] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const defaultValues = useMemo(() => styleValuesOf(product), [product]);

  const form = useEntityForm({
    schema: styleFormSchema,
    defaultValues,
    labelOf: (field) => t(`style.fields.${field}`),
    save: async (out) => {
      setRefusal(null);
      const parts = splitStyle(out.style);
      const newStyle = joinStyle(parts.style, out.variant || parts.variant);
      try {
        const { data } = await updateStyle({
          pId: product.pId,
          newStyle,
          newUstyle: newStyle.toUpperCase(),
          OldStyle: product.style,
          ...(ssId !== null ? { ssId } : {}),
        });
        return { message: t('style.updated'), data };
      } catch (error) {
        if (!isApiError(error)) throw error;
        // The new style's own fault goes under the Style field; anything else (a style changed
        // meanwhile, a wrong stock-in-transit link) is the server's sentence, kept in the drawer.
        const onStyle = error.fieldError('newStyle');
        if (onStyle) throw new ApiError(onStyle, { httpStatus: 400, fieldErrors: [{ field: 'style', message: onStyle }] });
        setRefusal(error.message);
        throw new Error(error.message);
      }
    },
    onSaved: ({ data }) => {
      onUpdated(data);
      onClose();
    },
  });

  const contentCreator = ssId !== null;
  return (
    <FormDrawer
      form={form}
      title={t('style.edit')}
      editing
      onClose={onClose}
      disabledReason={contentCreator && !acknowledged ? t('style.acknowledgeFirst') : undefined}
    >
      <Typography variant="body2" color="text.secondary">
        {t('style.current', { style: product.style })}
      </Typography>
      {contentCreator && <Alert severity="warning">{t('style.warning')}</Alert>}
      <PlainTextField form={form} name="style" required upper maxLength={PRODUCT_TEXT_MAX.style + PRODUCT_TEXT_MAX.variant + 1} />
      <PlainTextField form={form} name="variant" upper maxLength={PRODUCT_TEXT_MAX.variant} />
      {contentCreator && (
        <FormControlLabel
          control={<Checkbox checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} />}
          label={t('style.acknowledge')}
        />
      )}
      {refusal && <Alert severity="error">{refusal}</Alert>}
    </FormDrawer>
  );
}
