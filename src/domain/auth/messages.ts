/** Session and sign-in messages, verbatim from spec 000 §4 and §8 where the spec gives them. */
export const AUTH_MESSAGES = {
  invalidToken: 'Invalid access_token',
  expiredToken: 'access_token expired',
  tokenLoginFailed: 'Failed to login with token.',
  minLength: 'Min character length is 3',
  userDataSaved: 'User data saved with api',
  // Not given by the spec: ours.
  // One answer for an unknown name and a wrong password: which of the two it was is not told.
  badCredentials: 'Wrong employee number, email or password',
  disabledUser: 'This account is not enabled yet. Ask an administrator to enable it.',
  signedIn: 'Signed in',
  signedOut: 'Signed out',
  registered: 'Account created. An administrator must enable it before you can sign in.',
  duplicateUser: 'An account with this employee number or email already exists',
  tryAgainIn: (seconds: number) => `Too many sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  tooManyRegistrations: 'Too many registrations from this address. Wait a minute and try again.',
  forbidden: 'You do not have permission for this action',
  sessionRevoked: 'Your account was disabled by an administrator.',
  passwordReset: 'An administrator set a new password for your account. Sign in with it.',
} as const;
