import i18next from 'i18next';
import type { GatekeeperMessageKey } from '../../domain/gatekeeper/messages.ts';
import type { ReasonMessage } from '../../domain/gatekeeper/rules/reasons.ts';
import { gatekeeperWords } from '../../domain/gatekeeper/words.ts';
import { msgOfText } from '../../domain/words/field-problem.ts';
import type { Msg } from '../../domain/words/words.ts';
import { GATEKEEPER_NS } from './i18n.ts';

export type MessageKey = GatekeeperMessageKey;

const t = (key: string, params: Record<string, unknown> = {}): string => i18next.t(key, { ns: GATEKEEPER_NS, ...params });

// Codes (UPCs, pallet numbers, names) read left to right inside Arabic: the app's i18next isolates
// every value it interpolates in Arabic (src/app/i18n-core.ts), so the texts here pass them as they are.

/**
 * A GATEKEEPER_MESSAGES entry in the operator's language, from the gatekeeper's words the server
 * says too (the English is the spec's, word for word).
 */
export const messageText = (key: MessageKey, params: { palletNo?: string; upc?: string } = {}): string =>
  i18next.t(`${gatekeeperWords.ns}:${key}`, params);

/**
 * A message of the gatekeeper's words (or a rule's key text, 'gate:rules.upc') in the operator's
 * language, its codes left to right; any other text (the server's, already in this language) as it is.
 */
export function wordsText(words: Msg | string): string {
  const msg = typeof words === 'string' ? msgOfText(words) : words;
  if (!msg) return words as string;
  return i18next.t(msg.key, msg.params ?? {});
}

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
      return t('reasons.rejected', { ...m.params, kind: t(`reasons.kind.${m.params.kind}`) });
    case 'capped': {
      const { source, ...rest } = m.params;
      const from = t(`reasons.capSource.${source.from}`, source.from === 'default' ? {} : { name: source.name });
      return t('reasons.capped', { ...rest, source: from });
    }
    default:
      return t(`reasons.${m.key}`, m.params);
  }
}
