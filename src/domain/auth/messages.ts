/** Session and sign-in messages, verbatim from spec 000 §4 and §8 where the spec gives them. */
export const AUTH_MESSAGES = {
  invalidToken: 'Invalid access_token',
  expiredToken: 'access_token expired',
  tokenLoginFailed: 'Failed to login with token.',
  minLength: 'Min character length is 3',
  userDataSaved: 'User data saved with api',
  // Not given by the spec: ours.
  unknownUser: 'No user with this employee number or email',
  wrongPassword: 'Wrong password',
  disabledUser: 'This account is not enabled yet. Ask an administrator to enable it.',
  signedIn: 'Signed in',
  signedOut: 'Signed out',
  registered: 'Account created. An administrator must enable it before you can sign in.',
  duplicateUser: 'An account with this employee number or email already exists',
  tooManyAttempts: 'Too many sign-in attempts. Wait a few minutes and try again.',
  tooManyRegistrations: 'Too many registrations from this address. Wait a minute and try again.',
  forbidden: 'You do not have permission for this action',
  sessionRevoked: 'Your account was disabled by an administrator.',
  passwordReset: 'An administrator set a new password for your account. Sign in with it.',
} as const;
