import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AttributeDefinition } from '../../../domain/catalogue/lookups.ts';
import type { EntityForm } from '../../../lib/form/use-entity-form.ts';
import { useLocalName } from '../../../lib/local-name.ts';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';
import { attributeField, isMandatory, type ProductFormValues } from '../product-form.ts';

/** One attribute: a single choice, or several where `multiSelection` is 1; an asterisk when mandatory. */
function AttributeSelect({
  form,
  definition,
  disabled,
}: {
  form: EntityForm<ProductFormValues>;
  definition: AttributeDefinition;
  disabled: boolean;
}) {
  const local = useLocalName();
  const labelId = useId();
  const name = `attributes.${attributeField(definition.attributeId)}` as const;
  const { field } = useController({ control: form.control, name });
  const chosen = (field.value as number[] | undefined) ?? [];
  const multiple = definition.multiSelection === 1;
  const label = local(definition.attributename, definition.ar_attributename);
  const error = form.errorOf(name);
  const nameOf = (id: number) => {
    const value = definition.values.find((v) => v.id === id);
    return value ? local(value.name, value.ar_name) : String(id);
  };
  return (
    <FormControl fullWidth required={isMandatory(definition)} error={Boolean(error)} disabled={disabled}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<number[] | number | ''>
        labelId={labelId}
        label={label}
        multiple={multiple}
        value={multiple ? chosen : (chosen[0] ?? '')}
        renderValue={(value) => (Array.isArray(value) ? value : value === '' ? [] : [value]).map(nameOf).join(', ')}
        onChange={(event) => {
          const value = event.target.value;
          field.onChange(Array.isArray(value) ? value : value === '' ? [] : [Number(value)]);
        }}
        onBlur={field.onBlur}
      >
        {!multiple && (
          <MenuItem value="">
            <em>—</em>
          </MenuItem>
        )}
        {definition.values.map((value) => (
          <MenuItem key={value.id} value={value.id}>
            {multiple && <Checkbox size="small" checked={chosen.includes(value.id)} />}
            <ListItemText primary={local(value.name, value.ar_name)} />
          </MenuItem>
        ))}
      </Select>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The attributes offered on the chosen sub-category (spec 001 §3 "Attribute definition", §5). */
export function AttributesForm({
  form,
  subCatId,
  definitions,
  loading,
  disabled,
}: {
  form: EntityForm<ProductFormValues>;
  subCatId: number | null;
  definitions: readonly AttributeDefinition[];
  loading: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  if (subCatId === null) return <Alert severity="info">{t('pickSubCategory')}</Alert>;
  if (!loading && definitions.length === 0) return <Alert severity="info">{t('noAttributes')}</Alert>;
  return (
    <Stack spacing={2}>
      {definitions.map((definition) => (
        <AttributeSelect key={definition.attributeId} form={form} definition={definition} disabled={disabled} />
      ))}
    </Stack>
  );
}
