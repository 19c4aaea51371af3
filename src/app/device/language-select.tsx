import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../domain/constants.ts';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { useLanguageChoice } from '../use-language-choice.ts';

/**
 * The device frame's language choice: a native select, so a handheld opens its own large picker
 * with one thumb. Each language is named in the language in use and marked with its own `lang`.
 */
export function LanguageSelect() {
  const { t } = useTranslation(COMMON_NS);
  const { current, name, choose } = useLanguageChoice();
  return (
    <Box
      component="select"
      aria-label={t('language')}
      value={current}
      onChange={(e) => choose(e.target.value as (typeof LANGUAGES)[number])}
      sx={{ height: 40, minWidth: 0, maxWidth: 140, px: 1, font: 'inherit', color: 'inherit', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {LANGUAGES.map((lng) => (
        <option key={lng} value={lng} lang={lng}>
          {name(lng)}
        </option>
      ))}
    </Box>
  );
}
