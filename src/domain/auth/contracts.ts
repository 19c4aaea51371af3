import { z } from 'zod';
import { APP_NAME, DEFAULT_DATA_CENTRE } from '../constants.ts';

/** Roles a session carries (spec 000 §6): every signed-in user has L1, administrators also admin. */
export const ROLE = { level1: 'L1', admin: 'admin' } as const;

/** Theme and layout settings the shell saves per user (spec 000 §3 "Layout settings"). */
export const userSettingsSchema = z.record(z.string(), z.unknown());

/** The signed-in user as the shell keeps it (spec 000 §3 "User"). */
export const sessionUserSchema = z.object({
  userId: z.number().int(),
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
  username: z.string().trim().min(1, 'username is required').max(200),
  password: z.string().min(1, 'password is required').max(200),
  appName: z.string().max(50).default(APP_NAME),
  datasenter: z.string().max(20).default(DEFAULT_DATA_CENTRE),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Sign-in and token sign-in reply data: the token, the spec's profile fields and the session user. */
export const sessionReplySchema = z.object({
  token: z.string(),
  UserID: z.number().int(),
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
  employeeNo: z.string().trim().min(3).max(50).regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, dot, underscore and hyphen only'),
  email: z.email().max(200),
  password: z.string().min(8, 'at least 8 characters').max(200),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).default(''),
  designation: z.string().trim().max(100).default(''),
  company: z.string().trim().max(100).default(''),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Saving user data (spec 000 §7 "Save user data"): body `{ user }`; settings and shortcuts are kept. */
export const userUpdateRequestSchema = z.object({
  user: z.object({
    settings: userSettingsSchema.optional(),
    data: z.object({ shortcuts: z.array(z.string().max(200)).max(100).optional() }).partial().optional(),
  }),
});
export type UserUpdateRequest = z.infer<typeof userUpdateRequestSchema>;

/** Public runtime configuration the client reads at start. */
export const clientConfigSchema = z.object({
  version: z.string(),
  dataCentre: z.string(),
  timeZone: z.string(),
  legacyAdminUrl: z.string().nullable(),
  wmsUrl: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
