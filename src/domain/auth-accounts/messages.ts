import { TOTP_SETTINGS, VERIFY_LIMIT } from './contracts.ts';

/** What the Manage Auth calls answer; the screen and the tests read the same words. */
export const AUTH_ACCOUNT_MESSAGES = {
  registered: 'Account registered successfully',
  /** Spec 000 §8: account delete shows 'Deleted Successfully'. */
  deleted: 'Deleted Successfully',
  duplicate: (issuer: string, accountCode: string) => `Account code '${accountCode}' already exists for ${issuer}`,
  unknownIssuer: (issuer: string) => `Unknown issuer '${issuer}': choose one from the list`,
  notFound: (id: number) => `No authenticator account with id ${id}`,
  notFoundByCode: (issuer: string, accountCode: string) => `No authenticator account '${accountCode}' for ${issuer}`,
  issuerAdded: 'Issuer added',
  duplicateIssuer: (name: string) => `Issuer '${name}' already exists`,
  accepted: 'Code accepted',
  wrong: `Wrong code: enter the ${TOTP_SETTINGS.digits} digits the authenticator app shows now`,
  replayed: 'This code was already used. Wait for the next code and try again.',
  tooManyFailures: (minutes: number) =>
    `Too many wrong codes for this account (${VERIFY_LIMIT.maxFailures} in ${VERIFY_LIMIT.windowMinutes} minutes). Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  unreadableSecret:
    "This account's secret cannot be read with the server's SECRETS_KEY (the key changed or was lost). Delete the account and register it again.",
} as const;
