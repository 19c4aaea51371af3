import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../domain/constants.ts';
import { COMMON_NS } from '../lib/i18n-common.ts';
import { namespaces } from './i18n-namespaces.ts';

const LANGUAGE_KEY = 'language';

function resourcesFor(lng: Language) {
  return Object.fromEntries(Object.entries(namespaces).map(([ns, byLanguage]) => [ns, byLanguage[lng]]));
}

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The stored choice, else the browser's language when we have it, else English. */
function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage unavailable: fall through to the browser's preference.
  }
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language?.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

if (!i18next.isInitialized) {
  // Resources are bundled, so initialising synchronously avoids a flash of untranslated keys.
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, resourcesFor(lng)])),
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(namespaces),
    defaultNS: COMMON_NS,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  i18next.on('languageChanged', (lng) => {
    try {
      localStorage.setItem(LANGUAGE_KEY, lng);
    } catch {
      // The choice then lasts for this visit only.
    }
  });
}

export const i18n = i18next;
