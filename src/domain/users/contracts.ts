import { z } from 'zod/mini';
import { registerRequestSchema } from '../auth/contracts.ts';
import { accessLevelSchema } from '../navigation/contracts.ts';
import { newPasswordSchema } from '../auth/password-rules.ts';

/** A user as the Users and access screen lists it (administrators only). */
export const adminUserSchema = z.object({
  id: z.int(),
  employeeNo: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  designation: z.string(),
  company: z.string(),
  isAdmin: z.boolean(),
  enabled: z.boolean(),
  dataCentre: z.string(),
  createdDateUTC: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** List query: paging plus a free-text search over employee number, email and name. */
export const userListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

/** An administrator creates an account: the registration fields, enabled or not, admin or not. */
export const createUserRequestSchema = z.extend(registerRequestSchema, {
  isAdmin: z._default(z.boolean(), false),
  enabled: z._default(z.boolean(), true),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const setEnabledRequestSchema = z.object({ enabled: z.boolean() });

export const resetPasswordRequestSchema = z.object({
  password: newPasswordSchema,
});

/** One grant: a page of the spec (src/domain/pages.ts) at L1 (open) or L2 (also change data). */
export const grantSchema = z.object({ page: z.string().check(z.minLength(1), z.maxLength(300)), level: accessLevelSchema });
export type Grant = z.infer<typeof grantSchema>;

/** Replaces all grants of a user at once; a page listed twice is refused. */
export const setGrantsRequestSchema = z.object({ grants: z.array(grantSchema).check(z.maxLength(500)) });
export type SetGrantsRequest = z.infer<typeof setGrantsRequestSchema>;
