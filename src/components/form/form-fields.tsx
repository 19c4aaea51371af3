import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { EntityForm } from '../../lib/form/use-entity-form.ts';
import type { PickList } from '../../lib/lookups/use-lookup.ts';
import { IdSelect } from '../id-select.tsx';
import { StatusSelect } from '../status-select.tsx';

interface FieldProps<V extends FieldValues> {
  form: EntityForm<V>;
  name: Path<V>;
}

/**
 * A text or number input bound to a form field, labelled and showing its error (else `hint`). `dir`
 * keeps Arabic right to left and codes left to right whatever the page's direction; numbers are typed as text.
 */
export function FormText<V extends FieldValues>({
  form,
  name,
  type = 'text',
  dir = type === 'number' ? 'ltr' : 'auto',
  autoFocus,
  hint,
  required,
  multiline,
  maxLength,
}: FieldProps<V> & {
  type?: 'text' | 'number';
  dir?: 'auto' | 'ltr' | 'rtl';
  autoFocus?: boolean;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
}) {
  const { field } = useController({ control: form.control, name });
  const error = form.errorOf(name);
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      label={form.labelOf(name)}
      type={type}
      error={Boolean(error)}
      helperText={error ?? hint}
      autoFocus={autoFocus}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      autoComplete="off"
      slotProps={{ htmlInput: type === 'number' ? { step: 'any', dir } : { dir, maxLength } }}
    />
  );
}

/** A switch bound to a yes/no field. */
export function FormSwitch<V extends FieldValues>({ form, name }: FieldProps<V>) {
  const { field } = useController({ control: form.control, name });
  return (
    <FormControlLabel
      label={form.labelOf(name)}
      control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
    />
  );
}

/** A record chosen from a pick list (e.g. `useCountryLookup()`); `onPicked` follows a choice (clear a dependent field). */
export function FormIdSelect<V extends FieldValues, T>({
  form,
  name,
  pickList,
  onPicked,
  hint,
  disabled,
}: FieldProps<V> & { pickList: PickList<T>; onPicked?: (id: number | null) => void; hint?: string; disabled?: boolean }) {
  const { field } = useController({ control: form.control, name });
  return (
    <IdSelect
      label={form.labelOf(name)}
      {...pickList}
      value={(field.value as number | null) ?? null}
      onChange={(id) => {
        field.onChange(id);
        onPicked?.(id);
      }}
      error={form.errorOf(name)}
      hint={hint}
      disabled={disabled}
    />
  );
}

/** A record status, Active or Inactive. */
export function FormStatusSelect<V extends FieldValues>({ form, name }: FieldProps<V>) {
  const { field } = useController({ control: form.control, name });
  return <StatusSelect label={form.labelOf(name)} value={field.value} onChange={field.onChange} error={form.errorOf(name)} />;
}
