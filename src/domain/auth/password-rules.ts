import { z } from 'zod/mini';

/** The shortest password a person may choose (registration, a new account, a reset). */
export const PASSWORD_MIN_LENGTH = 12;

export const PASSWORD_MESSAGES = {
  tooShort: `At least ${PASSWORD_MIN_LENGTH} characters`,
  // The server's check against lists of common passwords, words and patterns (it needs their dictionaries).
  tooEasy: 'Too easy to guess: use a longer password, or words and characters less common',
} as const;

/** A password a person chooses: long enough here, and not easy to guess on the server. */
export const newPasswordSchema = z.string().check(z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort), z.maxLength(200));
