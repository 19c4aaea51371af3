import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { EntityForm } from '../../lib/form/use-entity-form.ts';
import type { PickList } from '../../lib/lookups/use-lookup.ts';
import { IdSelect } from '../id-select.tsx';
import { PasswordField } from '../password-field.tsx';
import { StatusSelect } from '../status-select.tsx';

interface FieldProps<V extends FieldValues> {
  form: EntityForm<V>;
  name: Path<V>;
}

/**
 * A multiline field as a plain text area of fixed rows that the user can drag taller: MUI's own grows
 * with its text by measuring the page's layout on every render, which slows a large form's start.
 * Spread on a TextField with `multiline rows={n}`, beside its other slot props.
 */
export const TEXT_AREA = { sx: { '& textarea': { resize: 'vertical' } }, input: { inputComponent: 'textarea' } } as const;

/**
 * A text, number or password input bound to a form field, labelled and showing its error (else
 * `hint`). `dir` keeps Arabic right to left and codes left to right whatever the page's direction;
 * numbers are typed as text. A password has the show/hide toggle, and the browser neither fills in
 * nor remembers it.
 */
export function FormText<V extends FieldValues>({
  form,
  name,
  type = 'text',
  dir = type === 'text' ? 'auto' : 'ltr',
  autoFocus,
  hint,
  required,
  multiline,
  rows = 3,
  maxLength,
  disabled,
  placeholder,
}: FieldProps<V> & {
  type?: 'text' | 'number' | 'password';
  /** What the empty input shows, e.g. a format ('00:00:00'). */
  placeholder?: string;
  dir?: 'auto' | 'ltr' | 'rtl';
  autoFocus?: boolean;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  /** Rows of a multiline field (the spec names some, e.g. 5). */
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
}) {
  const { field } = useController({ control: form.control, name });
  const error = form.errorOf(name);
  const Input = type === 'password' ? PasswordField : TextField;
  return (
    <Input
      {...field}
      value={field.value ?? ''}
      label={form.labelOf(name)}
      {...(type === 'password' ? {} : { type })}
      error={Boolean(error)}
      helperText={error ?? hint}
      autoFocus={autoFocus}
      required={required}
      multiline={multiline}
      rows={multiline ? rows : undefined}
      sx={multiline ? TEXT_AREA.sx : undefined}
      disabled={disabled}
      placeholder={placeholder}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
      slotProps={{
        input: multiline ? TEXT_AREA.input : undefined,
        htmlInput: type === 'number' ? { step: 'any', dir } : { dir, maxLength },
      }}
    />
  );
}

/** A switch bound to a yes/no field; `hint` says what it means, under it. */
export function FormSwitch<V extends FieldValues>({ form, name, hint }: FieldProps<V> & { hint?: string }) {
  const { field } = useController({ control: form.control, name });
  const hintId = useId();
  const labelled = (
    <FormControlLabel
      label={form.labelOf(name)}
      control={
        <Switch
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { 'aria-describedby': hint ? hintId : undefined } }}
        />
      }
    />
  );
  if (!hint) return labelled;
  return (
    <div>
      {labelled}
      <FormHelperText id={hintId}>{hint}</FormHelperText>
    </div>
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
  noneLabel,
}: FieldProps<V> & {
  pickList: PickList<T>;
  onPicked?: (id: number | null) => void;
  hint?: string;
  disabled?: boolean;
  noneLabel?: string;
}) {
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
      noneLabel={noneLabel}
    />
  );
}

/** A record status, Active or Inactive. */
export function FormStatusSelect<V extends FieldValues>({ form, name }: FieldProps<V>) {
  const { field } = useController({ control: form.control, name });
  return <StatusSelect label={form.labelOf(name)} value={field.value} onChange={field.onChange} error={form.errorOf(name)} />;
}

/** One value of a fixed list (codes, yes/no), shown by its label; `disabled` keeps the value as it is. */
export function FormChoiceSelect<V extends FieldValues, C extends string | boolean>({
  form,
  name,
  options,
  disabled,
  onPicked,
}: FieldProps<V> & { options: readonly { value: C; label: string }[]; disabled?: boolean; onPicked?: (value: C) => void }) {
  const { field } = useController({ control: form.control, name });
  const error = form.errorOf(name);
  const at = options.findIndex((o) => o.value === field.value);
  return (
    <TextField
      select
      label={form.labelOf(name)}
      value={at < 0 ? '' : String(at)}
      onChange={(e) => {
        const option = options[Number(e.target.value)];
        field.onChange(option?.value ?? null);
        if (option) onPicked?.(option.value);
      }}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
    >
      {options.map((option, i) => (
        <MenuItem key={String(option.value)} value={String(i)} dir="auto">
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
