import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TEXT_MAX } from '../../../domain/catalogue/products.ts';
import type { EntityForm } from '../../../lib/form/use-entity-form.ts';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';
import { newBulletId, type ProductFormValues } from '../product-form.ts';

function BulletText({
  form,
  index,
  lang,
  label,
  disabled,
}: {
  form: EntityForm<ProductFormValues>;
  index: number;
  lang: 'name' | 'ar_name';
  label: string;
  disabled: boolean;
}) {
  const name = `bullets.${index}.${lang}` as const;
  const { field } = useController({ control: form.control, name });
  const error = form.errorOf(name);
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      label={label}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      fullWidth
      size="small"
      autoComplete="off"
      slotProps={{ htmlInput: { dir: lang === 'ar_name' ? 'rtl' : 'auto', maxLength: PRODUCT_TEXT_MAX.bullet } }}
    />
  );
}

/**
 * The product's bullets in English and Arabic: add, edit, delete and reorder. A new bullet has a
 * random negative id until the save gives it its own (spec 001 §3).
 */
export function BulletEditor({ form, disabled }: { form: EntityForm<ProductFormValues>; disabled: boolean }) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  const { fields, append, remove, swap } = useFieldArray({ control: form.control, name: 'bullets', keyName: 'key' });
  return (
    <Stack spacing={1.5}>
      {fields.length === 0 && <Typography color="text.secondary">{t('bullets.none')}</Typography>}
      {fields.map((bullet, index) => {
        const n = index + 1;
        return (
          <Stack key={bullet.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <BulletText form={form} index={index} lang="name" label={t('bullets.name', { n })} disabled={disabled} />
            <BulletText form={form} index={index} lang="ar_name" label={t('bullets.ar_name', { n })} disabled={disabled} />
            <IconButton aria-label={t('bullets.up', { n })} disabled={disabled || index === 0} onClick={() => swap(index, index - 1)}>
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={t('bullets.down', { n })}
              disabled={disabled || index === fields.length - 1}
              onClick={() => swap(index, index + 1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton aria-label={t('bullets.delete', { n })} disabled={disabled} onClick={() => remove(index)}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <div>
        <Button startIcon={<AddIcon />} disabled={disabled} onClick={() => append({ id: newBulletId(), name: '', ar_name: '' })}>
          {t('bullets.add')}
        </Button>
      </div>
    </Stack>
  );
}
