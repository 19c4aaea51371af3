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
    <select
      aria-label={t('language')}
      value={current}
      onChange={(e) => choose(e.target.value as (typeof LANGUAGES)[number])}
      className="device__language"
    >
      {LANGUAGES.map((lng) => (
        <option key={lng} value={lng} lang={lng}>
          {name(lng)}
        </option>
      ))}
    </select>
  );
}
