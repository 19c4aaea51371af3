import { z } from 'zod/mini';
import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';

/** The shortest password a person may choose (registration, a new account, a reset). */
export const PASSWORD_MIN_LENGTH = 12;

/** The shared field rules' words for a password (src/domain/words/field-words.ts). */
export const PASSWORD_MESSAGES = {
  tooShort: F('atLeast', { min: PASSWORD_MIN_LENGTH }),
  // The server's check against lists of common passwords, words and patterns (it needs their dictionaries).
  tooEasy: F('passwordTooEasy'),
} as const;

/** A password a person chooses: long enough here, and not easy to guess on the server. */
export const newPasswordSchema = z.string().check(z.minLength(PASSWORD_MIN_LENGTH, textOf(PASSWORD_MESSAGES.tooShort)), z.maxLength(200));
