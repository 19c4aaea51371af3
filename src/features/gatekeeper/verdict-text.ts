import i18next from 'i18next';
import type { ReasonMessage } from '../../domain/gatekeeper/rules/reasons.ts';
import { GATEKEEPER_NS, type gatekeeperResources } from './i18n.ts';
import { ltr } from './pallet-input.ts';

export type MessageKey = keyof (typeof gatekeeperResources)['en']['messages'];

const t = (key: string, params: Record<string, unknown> = {}): string => i18next.t(key, { ns: GATEKEEPER_NS, ...params });

/** The language's direction, looked up once per language (i18next's lookup is slow for a scan's path). */
let direction: { language: string; rtl: boolean } | null = null;
function rtl(): boolean {
  const { language } = i18next;
  if (direction?.language !== language) direction = { language, rtl: i18next.dir(language) === 'rtl' };
  return direction.rtl;
}

/** Codes (UPCs, pallet numbers, names) read left to right inside a right-to-left sentence; untouched otherwise. */
const codes = <P extends object>(params: P): P =>
  !rtl() ? params : (Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? ltr(v) : v])) as P);

/** A GATEKEEPER_MESSAGES entry in the operator's language (the English is the spec's, word for word). */
export const messageText = (key: MessageKey, params: { palletNo?: string; upc?: string } = {}): string =>
  t(`messages.${key}`, codes(params));

/**
 * A verdict's reason in the operator's language, from its key and parameters (never by matching
 * the English): the rule kind and the capping source are translated as words of their own.
 */
export function reasonText(m: ReasonMessage): string {
  switch (m.key) {
    case 'notOnPallet':
    case 'alreadyScanned':
      return messageText(m.key, m.params);
    case 'rejected':
      return t('reasons.rejected', { ...codes(m.params), kind: t(`reasons.kind.${m.params.kind}`) });
    case 'capped': {
      const { source, ...rest } = m.params;
      const from = t(`reasons.capSource.${source.from}`, source.from === 'default' ? {} : codes({ name: source.name }));
      return t('reasons.capped', { ...rest, source: from });
    }
    default:
      return t(`reasons.${m.key}`, codes(m.params));
  }
}
