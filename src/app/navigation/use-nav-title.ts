import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../domain/navigation/contracts.ts';

export const NAV_NS = 'nav';

/** A menu entry's title in the current language: its `translate` key when we have it, else the stored title. */
export function useNavTitle(): (item: Pick<NavItem, 'title' | 'translate'>) => string {
  const { t, i18n } = useTranslation(NAV_NS);
  return (item) => (item.translate && i18n.exists(item.translate, { ns: NAV_NS }) ? t(item.translate) : item.title);
}
