import i18next from 'i18next';
import { KIT_NS } from '../../lib/kit-i18n.ts';

/** A logged or typed value as one line of text: yes/no for flags, JSON for lists and objects, '' for none. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return i18next.t(value ? 'history.yes' : 'history.no', { ns: KIT_NS });
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
