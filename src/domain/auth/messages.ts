import { textOf } from '../words/field-problem.ts';
import { wordsIn } from '../words/words.ts';
import type { authWords } from './words.ts';

const w = wordsIn<typeof authWords>('auth');

/** Session and sign-in messages (src/domain/auth/words.ts), verbatim from spec 000 §4 and §8 where the spec gives them. */
export const AUTH_MESSAGES = {
  invalidToken: w('invalidToken'),
  expiredToken: w('expiredToken'),
  tokenLoginFailed: w('tokenLoginFailed'),
  minLength: w('minLength'),
  userDataSaved: w('userDataSaved'),
  // Not given by the spec: ours.
  // One answer for an unknown name and a wrong password: which of the two it was is not told.
  badCredentials: w('badCredentials'),
  disabledUser: w('disabledUser'),
  signedIn: w('signedIn'),
  signedOut: w('signedOut'),
  registered: w('registered'),
  duplicateUser: w('duplicateUser'),
  tryAgainIn: (seconds: number) => w('tryAgainIn', { count: seconds }),
  tooManyRegistrations: w('tooManyRegistrations'),
  forbidden: w('forbidden'),
  sessionRevoked: w('sessionRevoked'),
  passwordReset: w('passwordReset'),
  databaseDown: w('databaseDown'),
} as const;

/** The auth contracts' own rules, as the key text a zod rule carries. */
export const AUTH_RULES = {
  minLength: textOf(AUTH_MESSAGES.minLength),
  employeeNo: textOf(w('rules.employeeNo')),
};
