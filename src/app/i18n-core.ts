import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../domain/constants.ts';
import { isolate } from '../domain/words/isolate.ts';
import { AUTH_NS, authResources } from '../features/auth/index.ts';
import { commonResources, COMMON_NS } from '../lib/i18n-common.ts';
import { startResources, START_NS } from './start-i18n.ts';

const LANGUAGE_KEY = 'language';

/** Namespaces of translations by name; each maps en, tr and ar. */
export type Namespaces = Record<string, Record<Language, object>>;

/** What every start needs: shared strings, the start's own, and the session's messages. */
export const startNamespaces = {
  [COMMON_NS]: commonResources,
  [START_NS]: startResources,
  [AUTH_NS]: authResources,
} satisfies Namespaces;

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

const resourcesIn = (namespaces: Namespaces, lng: Language) =>
  Object.fromEntries(Object.entries(namespaces).map(([ns, byLanguage]) => [ns, byLanguage[lng]]));

/** Adds namespaces (each mapping en, tr and ar) to the running instance; adding one again is harmless. */
export function addNamespaces(namespaces: Namespaces): void {
  for (const [ns, byLanguage] of Object.entries(namespaces)) {
    for (const lng of LANGUAGES) {
      if (!i18next.hasResourceBundle(lng, ns)) i18next.addResourceBundle(lng, ns, byLanguage[lng], true, true);
    }
  }
}

if (!i18next.isInitialized) {
  // Resources are bundled, so initialising synchronously avoids a flash of untranslated keys. Only
  // the namespaces every start needs are here; each screen area adds its own as it loads.
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, resourcesIn(startNamespaces, lng)])),
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(startNamespaces),
    defaultNS: COMMON_NS,
    // React escapes what it renders; the only change made to a value is, in Arabic, to isolate a
    // code or number inside the sentence (src/domain/words/isolate.ts), so PLT-0003 reads as typed.
    interpolation: { escapeValue: true, escape: (value: string) => (i18next.language === 'ar' ? isolate(value) : value) },
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
