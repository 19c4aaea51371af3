import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from './settings/settings-store.ts';
import type { Direction } from './theme.ts';

/**
 * The writing direction: the user's explicit choice in the settings drawer, else the language's
 * (Arabic is right to left). Mirrored onto <html dir lang> so the whole page follows.
 */
export function useDirection(): Direction {
  const { i18n } = useTranslation();
  const chosen = useSettings((s) => s.settings.direction);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const direction: Direction = chosen ?? (i18n.dir(language) === 'rtl' ? 'rtl' : 'ltr');

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = language;
  }, [direction, language]);

  return direction;
}
