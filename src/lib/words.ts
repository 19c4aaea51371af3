import i18next from 'i18next';
import { msgOfText } from '../domain/words/field-problem.ts';
import type { Msg } from '../domain/words/words.ts';

/**
 * A server word the screen says itself (a check made before sending, an engine's verdict) in the
 * user's language. Its catalogue is registered by the feature's descriptor (`words`).
 */
export function sayHere(msg: Msg | string): string {
  const words = typeof msg === 'string' ? msgOfText(msg) : msg;
  if (!words) return msg as string;
  return i18next.t(words.key, words.params);
}
