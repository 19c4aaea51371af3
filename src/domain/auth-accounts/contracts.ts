import { z } from 'zod/mini';
import { pageQuerySchema } from '../envelope.ts';
import { PG_INT_MAX, wholeNumberIn } from '../fields.ts';
import { sortQuery } from '../lists/sort.ts';
import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';
import { wordsIn } from '../words/words.ts';
import type { authAccountsWords } from './words.ts';

const w = wordsIn<typeof authAccountsWords>('authAccounts');

/**
 * Calls of Manage Auth (spec 000 §7 "Register / List / Delete auth account", and the OTP
 * authorization of the endpoint catalogue). One place for the paths the client and server share.
 */
export const AUTH_ACCOUNT_PATHS = {
  /** POST `{issuer, accountCode}` → 201 the account with its QR image (`data`). */
  register: '/api/adminpanel/authAccount/register',
  /** POST `?index&pageSize` with the filters `{issuer, accountCode}` in the body. */
  list: '/api/adminpanel/authAccount/list',
  /** DELETE `/{id}?revision=`; GET `/{id}/qr` shows the QR of an existing account again. */
  account: '/api/adminpanel/authAccount',
  /** POST `{accountId | issuer + accountCode, code}` → `{valid, reason}`. */
  verify: '/api/adminpanel/authAccount/verify',
  /** GET the issuer list; POST `{name}` extends it (administrators). */
  issuers: '/api/adminpanel/authAccount/issuers',
} as const;

/** RFC 6238 as every authenticator app reads it by default: HMAC-SHA1, 30 s steps, 6 digits. */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30, secretBytes: 20 } as const;

/** Wrong codes allowed per account before verification pauses, and for how long (minutes). */
export const VERIFY_LIMIT = { maxFailures: 5, windowMinutes: 5 } as const;

export const ISSUER_MAX_LENGTH = 60;
export const ACCOUNT_CODE_MAX_LENGTH = 100;

// The otpauth label is `issuer:accountCode`, so neither part may hold a colon; control characters
// would be invisible in the grid and in authenticator apps.
const LABEL_PART = /^[^:\p{Cc}]+$/u;
/** What an issuer or account code may hold, as the key text of the words the server answers with. */
export const LABEL_PART_RULE = textOf(w('rules.labelPart'));

const labelPart = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, textOf(F('required'))),
      z.maxLength(max, textOf(F('atMost', { max }))),
      z.regex(LABEL_PART, LABEL_PART_RULE),
    );

export const issuerNameSchema = labelPart(ISSUER_MAX_LENGTH);
export const accountCodeSchema = labelPart(ACCOUNT_CODE_MAX_LENGTH);

/** 'Add Account' (spec 000 §5: issuer and accountCode are both required). */
export const registerAccountRequestSchema = z.object({
  issuer: issuerNameSchema,
  accountCode: accountCodeSchema,
});
export type RegisterAccountRequest = z.infer<typeof registerAccountRequestSchema>;

/** List filters: an issuer name ('' = any) and part of an account code (any case). */
export const accountFilterSchema = z.object({
  issuer: z._default(z.string().check(z.trim(), z.maxLength(ISSUER_MAX_LENGTH)), ''),
  accountCode: z._default(z.string().check(z.trim(), z.maxLength(ACCOUNT_CODE_MAX_LENGTH)), ''),
});
export type AccountFilter = z.infer<typeof accountFilterSchema>;

/** The grid's columns it can be sorted by. */
export const ACCOUNT_SORTS = ['issuer', 'accountCode', 'createdName', 'createdDateUTC'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

/** The list's query: the page and the order (newest first without one); the filters travel in the body. */
export const accountListQuerySchema = z.extend(pageQuerySchema, { sort: sortQuery(ACCOUNT_SORTS) });

/** A row of the grid (spec 000 §3 AuthAccount, without the QR: that needs L2 and its own call). */
export const authAccountSchema = z.object({
  id: z.int(),
  issuer: z.string(),
  accountCode: z.string(),
  createdName: z.string(),
  createdDateUTC: z.string(),
  /** Raised by every tracked write: a delete from an older read is refused (409). */
  revision: z.int(),
});
export type AuthAccount = z.infer<typeof authAccountSchema>;

/** An account with what an authenticator app scans: `data` is a PNG data URL of `otpauthUri`. */
export const authAccountQrSchema = z.extend(authAccountSchema, {
  data: z.string(),
  otpauthUri: z.string(),
});
export type AuthAccountQr = z.infer<typeof authAccountQrSchema>;

export const issuerSchema = z.object({ id: z.int(), name: z.string(), revision: z.int() });
export type Issuer = z.infer<typeof issuerSchema>;

export const addIssuerRequestSchema = z.object({ name: issuerNameSchema });
export type AddIssuerRequest = z.infer<typeof addIssuerRequestSchema>;

// As typed ('123 456') or as a number, whose leading zeros a JSON number cannot keep.
const typedCode = z.pipe(
  z.union([z.string(), z.int().check(z.nonnegative())]),
  z.transform((v) => (typeof v === 'number' ? String(v).padStart(TOTP_SETTINGS.digits, '0') : v.replace(/\s+/g, ''))),
);
const totpCode = z.pipe(
  typedCode,
  z.string().check(z.regex(new RegExp(`^\\d{${TOTP_SETTINGS.digits}}$`), textOf(w('rules.codeDigits', { digits: TOTP_SETTINGS.digits })))),
);

/** The account to check a code for: by id, or by issuer and account code. */
export const verifyCodeRequestSchema = z
  .object({
    accountId: z.optional(wholeNumberIn(1, PG_INT_MAX)),
    issuer: z.optional(z.string().check(z.trim(), z.maxLength(ISSUER_MAX_LENGTH))),
    accountCode: z.optional(z.string().check(z.trim(), z.maxLength(ACCOUNT_CODE_MAX_LENGTH))),
    code: totpCode,
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.accountId !== undefined) return;
      if (!body.issuer || !body.accountCode) {
        ctx.addIssue({ code: 'custom', path: ['accountId'], message: textOf(w('rules.accountRequired')) });
      }
    }),
  );
export type VerifyCodeRequest = z.input<typeof verifyCodeRequestSchema>;

export const VERIFY_REASONS = ['accepted', 'wrong', 'replayed'] as const;
export type VerifyReason = (typeof VERIFY_REASONS)[number];

/** `valid` is the answer; `reason` says why a code was refused (a wrong one, or one already used). */
export const verifyCodeReplySchema = z.object({
  accountId: z.int(),
  valid: z.boolean(),
  reason: z.enum(VERIFY_REASONS),
});
export type VerifyCodeReply = z.infer<typeof verifyCodeReplySchema>;
