import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import type { ReactNode, Ref } from 'react';
import { TEXT_AREA } from '../form-fields.tsx';

/** The toolbar's height, kept empty while the editor loads so nothing below moves when it arrives. */
export const TOOLBAR_HEIGHT = 40;

/** The outlined box of a rich text field, like the kit's text inputs: red when invalid, greyed when disabled. */
export function RichTextFrame({
  invalid,
  disabled,
  toolbar,
  children,
}: {
  invalid: boolean;
  disabled: boolean;
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        border: 1,
        borderRadius: 1,
        borderColor: invalid ? 'error.main' : 'action.disabled',
        bgcolor: disabled ? 'action.hover' : undefined,
        color: disabled ? 'text.disabled' : 'text.primary',
        '&:focus-within': disabled ? undefined : { borderColor: invalid ? 'error.main' : 'primary.main', boxShadow: 1 },
      }}
    >
      <Box sx={{ minHeight: TOOLBAR_HEIGHT, borderBottom: 1, borderColor: 'divider' }}>{toolbar}</Box>
      {children}
    </Box>
  );
}

/** The field's HTML as text: while the editor loads (read-only), in its HTML mode, or if it cannot load. */
export function HtmlSourceInput({
  value,
  onChange,
  onBlur,
  readOnly,
  disabled,
  dir,
  maxLength,
  inputRef,
  ...aria
}: {
  value: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  readOnly?: boolean;
  disabled?: boolean;
  dir: 'auto' | 'ltr' | 'rtl';
  maxLength?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  return (
    <InputBase
      multiline
      rows={6}
      inputComponent={TEXT_AREA.input.inputComponent}
      fullWidth
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={onBlur}
      readOnly={readOnly}
      disabled={disabled}
      inputRef={inputRef}
      sx={{ ...TEXT_AREA.sx, px: 1.5, py: 1, fontFamily: 'monospace', fontSize: 13 }}
      inputProps={{ dir, maxLength, spellCheck: false, ...aria }}
    />
  );
}
