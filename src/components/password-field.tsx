import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../lib/i18n-common.ts';

/** A password input with a keyboard-reachable show/hide toggle that names its current action. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation(COMMON_NS);
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('hidePassword') : t('showPassword');

  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={toggleLabel}
                aria-pressed={visible}
                title={toggleLabel}
                onClick={() => setVisible((v) => !v)}
                // Keeps the caret in the password field when the toggle is clicked with a mouse.
                onMouseDown={(e) => e.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
