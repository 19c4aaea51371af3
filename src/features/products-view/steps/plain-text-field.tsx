import TextField from '@mui/material/TextField';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { stripToPlainText } from '../../../domain/catalogue/text-rules.ts';
import { TEXT_AREA } from '../../../components/form/form-fields.tsx';
import type { EntityForm } from '../../../lib/form/use-entity-form.ts';

type PlainField = 'name' | 'style' | 'variant' | 'details' | 'remarks' | 'metaTag' | 'shortDesc';

/**
 * A non-Arabic input of the product form (or of the style edit, which has the same style and
 * variant): it keeps only the characters spec 001 §5 allows as the user types (the server refuses
 * any other), and upper-cases style and variant as typed.
 */
export function PlainTextField<V extends FieldValues>({
  form,
  name,
  required,
  multiline,
  upper,
  disabled,
  maxLength,
}: {
  form: EntityForm<V>;
  name: PlainField & Path<V>;
  required?: boolean;
  multiline?: boolean;
  upper?: boolean;
  disabled?: boolean;
  maxLength?: number;
}) {
  const { field } = useController({ control: form.control, name });
  const error = form.errorOf(name);
  // The style may carry its variant after '@' (spec 001 §3), so '@' stays in it.
  const keep = (text: string) => (name === 'style' ? text.split('@').map(stripToPlainText).join('@') : stripToPlainText(text));
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      onChange={(event) => {
        const kept = keep(event.target.value);
        field.onChange(upper ? kept.toUpperCase() : kept);
      }}
      label={form.labelOf(name)}
      required={required}
      error={Boolean(error)}
      helperText={error}
      multiline={multiline}
      rows={multiline ? 3 : undefined}
      sx={multiline ? TEXT_AREA.sx : undefined}
      disabled={disabled}
      autoComplete="off"
      slotProps={{ input: multiline ? TEXT_AREA.input : undefined, htmlInput: { dir: 'ltr', maxLength } }}
    />
  );
}
