import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { GATEKEEPER_NS } from '../i18n.ts';
import { SCAN_QUIET } from '../scan-input/use-scan-input.ts';
import './scan-field.css';

interface ScanFieldProps {
  label: string;
  /** The text, or undefined for a field whose text lives in the page only (uncontrolled). */
  value?: string;
  onChange: (value: string) => void;
  /** Called with the field's text on Enter (a scanner's burst ends with Enter) or Submit. */
  onSubmit: (value: string) => void;
  submitDisabled: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  helperText?: string;
  error?: boolean;
  /** Beside Submit, e.g. the camera toggle. */
  extra?: ReactNode;
  name: string;
  /** A scanner's keys may land here (useScanInput takes them as a scan, not as another field's text). */
  scanTarget?: boolean;
}

/**
 * The field a hardware scanner types into (keyboard wedge): big, left-to-right for codes, no
 * autocorrect, and focus stays in it after each submit so a wedge's committed text lands here too.
 * A plain input with its label above it.
 */
export function ScanField({
  label,
  value,
  onChange,
  onSubmit,
  submitDisabled,
  inputRef,
  helperText,
  error,
  extra,
  name,
  scanTarget,
}: ScanFieldProps) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter submits even when the button is disabled: honour the button's state.
    if (!submitDisabled) onSubmit(value ?? inputRef.current?.value ?? '');
    inputRef.current?.focus();
  };
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="gk-scan">
      <div className={error ? 'ui-field ui-field--error' : 'ui-field'}>
        <label htmlFor={id} className="ui-field__label">
          {label}
        </label>
        <input
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          ref={inputRef}
          autoFocus
          autoComplete="off"
          aria-describedby={helperId}
          aria-invalid={error || undefined}
          dir="ltr"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          data-scan-target={scanTarget || undefined}
          // Uncontrolled, so a scanner's keys need nothing of React (useScanInput).
          {...(scanTarget && value === undefined && { [SCAN_QUIET]: '' })}
          className="ui-field__input gk-scan__input"
        />
        {helperText && (
          <p id={helperId} className="ui-field__helper">
            {helperText}
          </p>
        )}
      </div>
      <div className="gk-scan__buttons">
        <button type="submit" disabled={submitDisabled} className="ui-button ui-button--contained gk-scan__submit">
          {t('submit')}
        </button>
        {extra}
      </div>
    </form>
  );
}
