import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { lazy, Suspense, useId } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EntityForm } from '../../lib/form/use-entity-form.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { visuallyHidden } from '../visually-hidden.ts';
import type { RichTextEditorProps } from './rich-text/rich-text-editor.tsx';
import { HtmlSourceInput, RichTextFrame } from './rich-text/rich-text-frame.tsx';

/** Where the editor cannot load (a lost connection after a release), the HTML stays editable as text. */
function HtmlSourceOnly({
  value,
  onChange,
  onBlur,
  focusRef,
  labelId,
  describedBy,
  dir,
  invalid,
  disabled,
  maxLength,
}: RichTextEditorProps) {
  return (
    <RichTextFrame invalid={invalid} disabled={disabled}>
      <HtmlSourceInput
        {...{ value, onChange, onBlur, dir, disabled, maxLength }}
        inputRef={focusRef}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid}
      />
    </RichTextFrame>
  );
}

// TipTap and its toolbar are a chunk of their own (130 KB gzip), fetched once a rich text field is
// drawn and the page is idle: parsing it must not hold up the form's first interactive moment.
const RichTextEditor = lazy(() =>
  whenIdle()
    .then(() => import('./rich-text/rich-text-editor.tsx'))
    .then(
      (m) => ({ default: m.RichTextEditor }),
      () => ({ default: HtmlSourceOnly }),
    ),
);

/**
 * HTML text bound to a form field, edited with a toolbar (bold, italic, headings, lists, link,
 * undo, redo) or as HTML; labelled, with its error (else `hint`) under it. Until the editor's code
 * has arrived the field shows its HTML read-only, so the form around it is never kept waiting.
 * `dir` as in FormText: 'rtl' for Arabic text.
 */
export function FormRichText<V extends FieldValues>({
  form,
  name,
  dir = 'auto',
  hint,
  maxLength,
  disabled = false,
}: {
  form: EntityForm<V>;
  name: Path<V>;
  dir?: 'auto' | 'ltr' | 'rtl';
  hint?: string;
  maxLength?: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation(KIT_NS);
  const { field } = useController({ control: form.control, name });
  const error = form.errorOf(name);
  const labelId = useId();
  const helpId = useId();
  const loadingId = useId();
  const props: RichTextEditorProps = {
    value: (field.value as string | null) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    focusRef: field.ref,
    label: form.labelOf(name),
    labelId,
    describedBy: helpId,
    dir,
    invalid: Boolean(error),
    disabled,
    maxLength,
  };
  const loading = (
    <RichTextFrame invalid={props.invalid} disabled={disabled}>
      <span id={loadingId} style={visuallyHidden}>
        {t('richText.loading')}
      </span>
      <HtmlSourceInput
        value={props.value}
        readOnly
        disabled={disabled}
        dir={dir}
        aria-labelledby={labelId}
        aria-describedby={`${loadingId} ${helpId}`}
      />
    </RichTextFrame>
  );

  return (
    <div>
      <FormLabel id={labelId} error={props.invalid} disabled={disabled} sx={{ display: 'block', mb: 0.5, fontSize: 14 }}>
        {props.label}
      </FormLabel>
      <Suspense fallback={loading}>
        <RichTextEditor {...props} />
      </Suspense>
      <FormHelperText id={helpId} error={props.invalid} sx={{ mx: 1.75 }}>
        {error ?? hint}
      </FormHelperText>
    </div>
  );
}
