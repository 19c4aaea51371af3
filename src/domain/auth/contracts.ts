import { z } from 'zod/mini';
import { APP_NAME, DEFAULT_DATA_CENTRE, LOGIN_MIN_LENGTH } from '../constants.ts';
import { AUTH_RULES } from './messages.ts';
import { newPasswordSchema } from './password-rules.ts';

/** Roles a session carries (spec 000 §6): every signed-in user has L1, administrators also admin. */
export const ROLE = { level1: 'L1', admin: 'admin' } as const;

/** Theme and layout settings the shell saves per user (spec 000 §3 "Layout settings"). */
export const userSettingsSchema = z.record(z.string(), z.unknown());

/** The signed-in user as the shell keeps it (spec 000 §3 "User"). */
export const sessionUserSchema = z.object({
  userId: z.int(),
  role: z.array(z.string()),
  data: z.object({
    displayName: z.string(),
    photoURL: z.string(),
    email: z.string(),
    designation: z.string(),
    company: z.string(),
    shortcuts: z.array(z.string()),
  }),
  settings: userSettingsSchema,
  datasender: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Sign-in body (spec 000 §7). Username is an employee number or an email. */
export const loginRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
  appName: z._default(z.string().check(z.maxLength(50)), APP_NAME),
  datasenter: z._default(z.string().check(z.maxLength(20)), DEFAULT_DATA_CENTRE),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The sign-in form (spec 000 §5): both fields needed, each of at least 3 characters ('Min character length is 3'). */
export const loginFormSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(LOGIN_MIN_LENGTH, AUTH_RULES.minLength), z.maxLength(200)),
  password: z.string().check(z.minLength(LOGIN_MIN_LENGTH, AUTH_RULES.minLength), z.maxLength(200)),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Sign-in and token sign-in reply data: the token, the spec's profile fields and the session user. */
export const sessionReplySchema = z.object({
  token: z.string(),
  UserID: z.int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Designation: z.string(),
  Company: z.string(),
  UserRole: z.string(),
  user: sessionUserSchema,
});
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** Self-registration: creates a disabled account with no grants. */
export const registerRequestSchema = z.object({
  employeeNo: z.string().check(z.trim(), z.minLength(3), z.maxLength(50), z.regex(/^[A-Za-z0-9._-]+$/, AUTH_RULES.employeeNo)),
  email: z.email().check(z.maxLength(200)),
  password: newPasswordSchema,
  firstName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  lastName: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  designation: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  company: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Saving user data (spec 000 §7 "Save user data"): body `{ user }`; settings and shortcuts are kept. */
export const userUpdateRequestSchema = z.object({
  user: z.object({
    settings: z.optional(userSettingsSchema),
    data: z.optional(z.partial(z.object({ shortcuts: z.optional(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100))) }))),
  }),
});
export type UserUpdateRequest = z.infer<typeof userUpdateRequestSchema>;

/** Public runtime configuration the client reads at start. */
export const clientConfigSchema = z.object({
  version: z.string(),
  dataCentre: z.string(),
  timeZone: z.string(),
  /** The zone of each data centre: a user's days and times are their data centre's. */
  zones: z._default(z.record(z.string(), z.string()), {}),
  legacyAdminUrl: z.nullable(z.string()),
  wmsUrl: z.nullable(z.string()),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** The page a person registers on (spec 000): the page of the registration's change log entry. */
export const REGISTER_PATH = '/register';
