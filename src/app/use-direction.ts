import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction } from './theme.ts';

/** The writing direction of the current language, mirrored onto <html dir lang>. */
export function useDirection(): Direction {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const direction: Direction = i18n.dir(language) === 'rtl' ? 'rtl' : 'ltr';

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = language;
  }, [direction, language]);

  return direction;
}
