import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormIdSelect, FormText } from '../../../components/form/form-fields.tsx';
import { FormRichText } from '../../../components/form/form-rich-text.tsx';
import type { AttributeDefinition } from '../../../domain/catalogue/lookups.ts';
import { PRODUCT_TEXT_MAX } from '../../../domain/catalogue/products.ts';
import { PRODUCT_NAME_MAX } from '../../../domain/catalogue/text-rules.ts';
import { useWithStoredOption } from '../../../lib/lookups/with-stored-option.ts';
import type { EntityForm } from '../../../lib/form/use-entity-form.ts';
import {
  useBrandLookup,
  useCategoryLookup,
  useMainCategoryLookup,
  useParentCategoryLookup,
  useSubCategoryLookup,
} from '../../../lib/lookups/catalogue-lookups.ts';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';
import type { ProductFormValues } from '../product-form.ts';
import { RecommendationList } from '../style/recommendation-list.tsx';
import { StyleEditButton, type StyleEdit } from '../style/style-edit-button.tsx';
import { AttributesForm } from './attributes-form.tsx';
import { PlainTextField } from './plain-text-field.tsx';

/**
 * The Details step (spec 001 §2, §5): the product form with its four cascading category levels
 * (choosing a level clears the ones below it) and the attributes of the chosen sub-category. In
 * Arabic mode the Arabic fields are edited right to left and the Arabic name is required. Beside
 * the Style field, the Style edit drawer; below the attributes, the recommendation of the stored style.
 */
export function DetailsStep({
  form,
  arabic,
  disabled,
  attributes,
  styleEdit,
}: {
  form: EntityForm<ProductFormValues>;
  arabic: boolean;
  disabled: boolean;
  attributes: { definitions: readonly AttributeDefinition[]; loading: boolean };
  styleEdit: StyleEdit;
}) {
  const { t, i18n } = useTranslation(PRODUCTS_VIEW_NS);
  // The stored choices of the product on screen, offered even when retired (the list leaves them out).
  const product = styleEdit.product;
  const stored = (id: number | undefined, en: string | undefined, ar: string | undefined) =>
    product && id ? { id, label: t('inactiveChoice', { name: (i18n.language === 'ar' && ar) || en || String(id) }) } : null;
  const [mId, pCatId, catId, subCatId] = useWatch({ control: form.control, name: ['mId', 'pCatId', 'catId', 'subCatId'] });
  const mainCategories = useWithStoredOption(useMainCategoryLookup(), stored(product?.mId, product?.mcatname, product?.ar_mcatname));
  const parentCategories = useWithStoredOption(useParentCategoryLookup(), stored(product?.pCatId, product?.pcatname, product?.ar_pcatname));
  const categories = useWithStoredOption(
    useCategoryLookup(mId ?? null, pCatId ?? null),
    mId === product?.mId && pCatId === product?.pCatId ? stored(product?.catId, product?.catname, product?.ar_catname) : null,
  );
  const subCategories = useWithStoredOption(
    useSubCategoryLookup(catId ?? null),
    catId === product?.catId ? stored(product?.subCatId, product?.subcatname, product?.ar_subcatname) : null,
  );
  const brands = useWithStoredOption(useBrandLookup(), stored(product?.brandId, product?.brandname, product?.ar_brandname));
  const { setValue } = form.methods;
  const clear = (...fields: ('catId' | 'subCatId')[]) => {
    for (const field of fields) setValue(field, null, { shouldDirty: true });
    setValue('attributes', {}, { shouldDirty: true });
  };
  const arabicDir = arabic ? 'rtl' : 'auto';

  return (
    <Stack spacing={3}>
      <section>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 2, fontWeight: 600 }}>
          {t('sections.product')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 3 }}>
            <FormIdSelect
              form={form}
              name="mId"
              pickList={mainCategories}
              onPicked={() => clear('catId', 'subCatId')}
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FormIdSelect
              form={form}
              name="pCatId"
              pickList={parentCategories}
              onPicked={() => clear('catId', 'subCatId')}
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FormIdSelect
              form={form}
              name="catId"
              pickList={categories}
              onPicked={() => clear('subCatId')}
              disabled={disabled || mId == null || pCatId == null}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FormIdSelect
              form={form}
              name="subCatId"
              pickList={subCategories}
              onPicked={() => clear()}
              disabled={disabled || catId == null}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormIdSelect form={form} name="brandId" pickList={brands} disabled={disabled} />
          </Grid>
          <Grid
            size={{ xs: 12, md: 4 }}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, '& > .MuiTextField-root': { flex: 1 } }}
          >
            <PlainTextField
              form={form}
              name="style"
              required
              upper
              disabled={disabled}
              maxLength={PRODUCT_TEXT_MAX.style + PRODUCT_TEXT_MAX.variant + 1}
            />
            <Box sx={{ pt: 1 }}>
              <StyleEditButton edit={styleEdit} disabled={disabled} />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <PlainTextField form={form} name="variant" upper disabled={disabled} maxLength={PRODUCT_TEXT_MAX.variant} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PlainTextField form={form} name="name" required disabled={disabled} maxLength={PRODUCT_NAME_MAX} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormText form={form} name="ar_name" dir={arabicDir} required={arabic} maxLength={PRODUCT_NAME_MAX} disabled={disabled} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PlainTextField form={form} name="details" multiline disabled={disabled} maxLength={PRODUCT_TEXT_MAX.details} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormText form={form} name="ar_details" dir={arabicDir} multiline maxLength={PRODUCT_TEXT_MAX.details} disabled={disabled} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormRichText form={form} name="features" dir="ltr" maxLength={PRODUCT_TEXT_MAX.features} disabled={disabled} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormRichText form={form} name="ar_features" dir={arabicDir} maxLength={PRODUCT_TEXT_MAX.features} disabled={disabled} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <PlainTextField form={form} name="remarks" disabled={disabled} maxLength={PRODUCT_TEXT_MAX.remarks} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <PlainTextField form={form} name="metaTag" disabled={disabled} maxLength={PRODUCT_TEXT_MAX.metaTag} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <PlainTextField form={form} name="shortDesc" disabled={disabled} maxLength={PRODUCT_TEXT_MAX.shortDesc} />
          </Grid>
        </Grid>
      </section>
      <section>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 2, fontWeight: 600 }}>
          {t('sections.attributes')}
        </Typography>
        <AttributesForm form={form} subCatId={subCatId ?? null} disabled={disabled} {...attributes} />
      </section>
      {styleEdit.product && <RecommendationList pId={styleEdit.product.pId} style={styleEdit.product.style} />}
    </Stack>
  );
}
