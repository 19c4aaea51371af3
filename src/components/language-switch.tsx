import TranslateIcon from '@mui/icons-material/Translate';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../domain/constants.ts';
import { COMMON_NS } from '../lib/i18n-common.ts';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** A small labelled language picker; the app reacts to the change (direction, stored choice). */
export function LanguageSwitch({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t, i18n } = useTranslation(COMMON_NS);
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage ?? '') ? i18n.resolvedLanguage : 'en';

  return (
    <TextField
      select
      id={id}
      size={size}
      label={t('language')}
      value={current}
      onChange={(e) => void i18n.changeLanguage(e.target.value)}
      sx={{ minWidth: 160 }}
      slotProps={{ input: { startAdornment: <TranslateIcon fontSize="small" sx={{ mr: 1 }} aria-hidden /> } }}
    >
      {LANGUAGES.map((lng) => (
        <MenuItem key={lng} value={lng} lang={lng}>
          {t(`languages.${lng}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
