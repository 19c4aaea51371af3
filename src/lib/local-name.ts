import { useTranslation } from 'react-i18next';

/**
 * The name of a record in the language in use: its Arabic name in Arabic when it has one, else its
 * English name. Countries, states and areas carry both (spec 000 §3).
 */
export function localName(english: string, arabic: string | null | undefined, language: string): string {
  return language === 'ar' && arabic?.trim() ? arabic : english;
}

/** `localName` in the current language, re-rendering when the language changes. */
export function useLocalName(): (english: string, arabic: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (english, arabic) => localName(english, arabic, language);
}
