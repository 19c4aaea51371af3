import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { PASSWORD_MESSAGES } from '../../src/domain/auth/password-rules.ts';
import { badField } from '../plugins/http-error.ts';

// zxcvbn's cost grows with the length it looks at; a longer password is not easier to guess for
// what lies past this point, and a request cannot make the check take long.
const CHECKED_LENGTH = 40;
/** zxcvbn's scale: 3 is 'safely unguessable' for an online attack (≥ 10^8 guesses). */
const MIN_SCORE = 3;
/** A random key of 32+ characters holds many different ones; hex has 16, base64 up to 64. */
const MIN_KEY_DISTINCT = 12;
/** Characters stepping by 0 or ±1 in a row ('aaaaaaaa', 'abcdefgh', '98765432'): a pattern, not chance. */
const KEY_RUN = 8;

let estimator: ZxcvbnFactory | undefined;
/** Built on first use: loading its word lists takes a moment the server's start need not pay. */
function estimate(text: string, hints: string[]) {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    maxLength: CHECKED_LENGTH,
  });
  return estimator.check(text.slice(0, CHECKED_LENGTH), hints.filter(Boolean));
}

/**
 * True when a password is common or easy to guess: on the common-password and word lists, a
 * keyboard pattern, a date, or made of the person's own name, employee number or email.
 */
export const isGuessable = (password: string, hints: string[] = []) => estimate(password, hints).score < MIN_SCORE;

/** Refuses a guessable password with a 400 on the field `field`. */
export function assertStrongPassword(password: string, hints: string[], field = 'password'): void {
  if (isGuessable(password, hints)) throw badField(field, PASSWORD_MESSAGES.tooEasy);
}

/**
 * True when a signing or sealing key was typed rather than generated: few distinct characters,
 * words only, or a run such as 'abcdefgh'. (zxcvbn takes seconds on a long random string, so keys
 * get these cheap tests; what they pass is what `openssl rand` makes.)
 */
export function isWeakKey(key: string): boolean {
  if (new Set(key).size < MIN_KEY_DISTINCT || /^[\p{L}\s]+$/u.test(key)) return true;
  let run = 1;
  for (let i = 1; i < key.length; i++) {
    const step = key.charCodeAt(i) - key.charCodeAt(i - 1);
    const previous = i > 1 ? key.charCodeAt(i - 1) - key.charCodeAt(i - 2) : NaN;
    run = Math.abs(step) <= 1 && step === previous ? run + 1 : 2;
    if (run >= KEY_RUN) return true;
  }
  return false;
}
