import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { GATEKEEPER_NS } from '../i18n.ts';

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
}

/**
 * The field a hardware scanner types into (keyboard wedge): big, left-to-right for codes, no
 * autocorrect, and focus stays in it after each submit so the next scan lands here too. Built from
 * the parts of an outlined TextField, which would also bring the select menu's code to the device.
 */
export function ScanField({ label, value, onChange, onSubmit, submitDisabled, inputRef, helperText, error, extra, name }: ScanFieldProps) {
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
    <Box component="form" noValidate onSubmit={submit} aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControl fullWidth error={error}>
        <InputLabel id={`${id}-label`} htmlFor={id}>
          {label}
        </InputLabel>
        <OutlinedInput
          id={id}
          label={label}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputRef={inputRef}
          autoFocus
          autoComplete="off"
          aria-describedby={helperId}
          inputProps={{ dir: 'ltr', autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false, enterKeyHint: 'go', style: { fontSize: '1.4rem', paddingBlock: 14 } }}
        />
        {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" size="large" disabled={submitDisabled} sx={{ flex: 1, minHeight: 56, fontSize: '1.1rem', fontWeight: 700, textTransform: 'none' }}>
          {t('submit')}
        </Button>
        {extra}
      </Box>
    </Box>
  );
}
