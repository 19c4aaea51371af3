import { z } from 'zod/mini';
import { registerRequestSchema } from '../auth/contracts.ts';
import { accessLevelSchema } from '../navigation/contracts.ts';
import { newPasswordSchema } from '../auth/password-rules.ts';
import { withRevision } from '../history/history.ts';
import { sortQuery } from '../lists/sort.ts';

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
  /** Raised by every change of the account, its password or its grants: a change from an older read is refused (409). */
  revision: z.int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The grid's columns it can be sorted by (the name by first name). */
export const USER_SORTS = ['employeeNo', 'name', 'email', 'designation', 'enabled', 'isAdmin'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** List query: paging plus a free-text search over employee number, email and name; by id unless sorted. */
export const userListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sort: sortQuery(USER_SORTS),
});

/** An administrator creates an account: the registration fields, enabled or not, admin or not. */
export const createUserRequestSchema = z.extend(registerRequestSchema, {
  isAdmin: z._default(z.boolean(), false),
  enabled: z._default(z.boolean(), true),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** Enable or disable, from the user as read (`revision`): a stale read is refused (409). */
export const setEnabledRequestSchema = withRevision(z.object({ enabled: z.boolean() }));
export type SetEnabledRequest = z.infer<typeof setEnabledRequestSchema>;

/** The new password, without the revision: the reset dialog's own form. */
export const newPasswordRequestSchema = z.object({
  password: newPasswordSchema,
});

/** A new password for the user as read (`revision`); the change log records only that it changed. */
export const resetPasswordRequestSchema = withRevision(newPasswordRequestSchema);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** One grant: a page of the spec (src/domain/pages.ts) at L1 (open) or L2 (also change data). */
export const grantSchema = z.object({ page: z.string().check(z.minLength(1), z.maxLength(300)), level: accessLevelSchema });
export type Grant = z.infer<typeof grantSchema>;

/** The grants list of the Access form, without the revision. */
export const grantListSchema = z.object({ grants: z.array(grantSchema).check(z.maxLength(500)) });

/** Replaces all grants of a user at once, from the user as read (`revision`); a page listed twice is refused. */
export const setGrantsRequestSchema = withRevision(grantListSchema);
export type SetGrantsRequest = z.infer<typeof setGrantsRequestSchema>;

/** The reply of a grants save: the new list, and the user as it now is (its new revision). */
export const savedGrantsSchema = z.object({ grants: z.array(grantSchema), user: adminUserSchema });
export type SavedGrants = z.infer<typeof savedGrantsSchema>;
