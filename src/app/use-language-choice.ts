import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../domain/constants.ts';
import { COMMON_NS } from '../lib/i18n-common.ts';
import { useSettings } from './settings/settings-store.ts';

/**
 * The language in use, its name in the current language, and the choice of another. Choosing a
 * language also lets the direction follow it again (Arabic is right to left).
 */
export function useLanguageChoice() {
  const { t, i18n } = useTranslation(COMMON_NS);
  const update = useSettings((s) => s.update);
  const resolved = i18n.resolvedLanguage ?? 'en';
  const current: Language = (LANGUAGES as readonly string[]).includes(resolved) ? (resolved as Language) : 'en';
  const name = (lng: Language) => t(`languages.${lng}`);

  const choose = (lng: Language) => {
    void i18n.changeLanguage(lng);
    if (useSettings.getState().settings.direction !== null) update((s) => ({ ...s, direction: null }));
  };

  return { current, name, choose };
}
