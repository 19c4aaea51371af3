/**
 * How failed sign-ins slow the next one: the first `freeFailures` in a row cost nothing, then each
 * further attempt waits `baseSeconds`, doubling with every failure up to `capSeconds`. A count
 * whose last failure is older than `forgetAfterSeconds` starts over.
 */
export interface SignInDelay {
  freeFailures: number;
  baseSeconds: number;
  capSeconds: number;
  forgetAfterSeconds: number;
}

export const SIGN_IN_DELAY: SignInDelay = { freeFailures: 5, baseSeconds: 5, capSeconds: 15 * 60, forgetAfterSeconds: 24 * 60 * 60 };
