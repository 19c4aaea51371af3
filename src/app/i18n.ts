import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../domain/constants.ts';
import { authResources, AUTH_NS } from '../features/auth/index.ts';
import { dashboardResources, DASHBOARD_NS } from '../features/dashboard/index.ts';
import { commonResources, COMMON_NS } from '../lib/i18n-common.ts';
import { appResources, APP_NS } from './app-i18n.ts';

const LANGUAGE_KEY = 'language';

const namespaces = {
  [COMMON_NS]: commonResources,
  [APP_NS]: appResources,
  [AUTH_NS]: authResources,
  [DASHBOARD_NS]: dashboardResources,
};

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
