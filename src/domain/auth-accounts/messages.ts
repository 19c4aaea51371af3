import { wordsIn } from '../words/words.ts';
import { TOTP_SETTINGS, VERIFY_LIMIT } from './contracts.ts';
import type { authAccountsWords } from './words.ts';

const w = wordsIn<typeof authAccountsWords>('authAccounts');

/** What the Manage Auth calls answer (src/domain/auth-accounts/words.ts); the screen and the tests read the same words. */
export const AUTH_ACCOUNT_MESSAGES = {
  registered: w('registered'),
  /** Spec 000 §8: account delete shows 'Deleted Successfully'. */
  deleted: w('deleted'),
  duplicate: (issuer: string, accountCode: string) => w('duplicate', { issuer, accountCode }),
  unknownIssuer: (issuer: string) => w('unknownIssuer', { issuer }),
  notFound: (id: number) => w('notFound', { id }),
  notFoundByCode: (issuer: string, accountCode: string) => w('notFoundByCode', { issuer, accountCode }),
  issuerAdded: w('issuerAdded'),
  duplicateIssuer: (name: string) => w('duplicateIssuer', { name }),
  accepted: w('accepted'),
  wrong: w('wrong', { digits: TOTP_SETTINGS.digits }),
  replayed: w('replayed'),
  tooManyFailures: (minutes: number) =>
    w('tooManyFailures', { count: minutes, maxFailures: VERIFY_LIMIT.maxFailures, windowMinutes: VERIFY_LIMIT.windowMinutes }),
  unreadableSecret: w('unreadableSecret'),
} as const;
