import type { Language } from '../../../src/domain/constants.ts';
import type { OperationResult } from '../../../src/domain/gatekeeper/contracts.ts';
import { problemOf, type IssueLike } from '../../../src/domain/words/field-problem.ts';
import { F } from '../../../src/domain/words/field-messages.ts';
import { isMsg, type Msg } from '../../../src/domain/words/words.ts';
import type { Words } from '../../plugins/http-error.ts';
import { currentLanguage, fieldLabel, say, spoken } from '../../plugins/words.ts';

/**
 * An operation's answer in the reader's language. Answers are stored and judged in English with
 * their key (a replay is the first answer; a batch of scans is judged for several readers at once),
 * so each reply says the message again from its key. A refusal is made for its reader already.
 */
export function saidResult(result: OperationResult, lng: Language = currentLanguage()): OperationResult {
  if (result.outcome === 'refused' || !result.key) return result;
  return { ...result, message: say({ key: result.key, params: result.params }, lng) };
}

/** The words of an answer, for its reply's envelope. */
export const wordsOfResult = (result: OperationResult): Words => (result.key ? { key: result.key, params: result.params } : result.message);

/** A field of a device call by its label ('Pallet No'), the gatekeeper's own first, then the shared ones. */
export const labelOf = (field: string, lng: Language = currentLanguage()): string => fieldLabel('gate', undefined, field, lng);

/** 'Pallet No: Required' in `lng`, with the problem's key and parameters (a sync refusal, a room's refused join). */
export function fieldProblem(field: string, problem: Msg | IssueLike, lng: Language = currentLanguage()) {
  const msg = isMsg(problem) && !('code' in problem) ? problem : problemOf(problem as IssueLike);
  const { key, params } = spoken(msg, lng);
  return { message: say(F('problem', { label: labelOf(field, lng), problem: say(msg, lng) }), lng), key, params };
}
