import i18next from 'i18next';

/**
 * Adds the strings of a part that loads when first used (a dialog, a panel) to the running
 * i18next, in every language given, once: they arrive with the part, so a start carries none of them.
 */
export function addPartStrings(ns: string, byLanguage: Record<string, object>): void {
  for (const [lng, strings] of Object.entries(byLanguage)) {
    if (!i18next.hasResourceBundle(lng, ns)) i18next.addResourceBundle(lng, ns, strings);
  }
}
