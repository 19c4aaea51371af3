import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import type { FieldError } from '../../../src/domain/envelope.ts';
import { findPage } from '../../../src/domain/pages.ts';
import type { AdminUser, CreateUserRequest, Grant } from '../../../src/domain/users/contracts.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError, conflict } from '../../plugins/http-error.ts';
import { hashPassword } from './password.ts';
import * as repo from './users.repository.ts';
import { endSessionsOf } from './sessions.repository.ts';
import { createUser, newUser, personalHints } from './users.service.ts';
import { assertStrongPassword } from '../../shared/password-strength.ts';
import { forgetAccount } from './account-cache.service.ts';

/** What the Users and access screen calls answer beyond the contracts' own words. */
export const USER_ADMIN_MESSAGES = {
  created: 'User created',
  enabled: 'Account enabled',
  disabled: 'Account disabled',
  passwordReset: 'Password changed',
  grantsSaved: 'Access saved',
  notFound: (id: number) => `No user with id ${id}`,
  selfDisable: 'You cannot disable your own account',
  unknownPage: (page: string) => `No such page: ${page}`,
  adminOnlyPage: (title: string) => `${title} is for administrators only and cannot be granted`,
  duplicatePage: (page: string) => `${page} is listed more than once`,
} as const;

const notFound = (id: number) => new HttpError(404, USER_ADMIN_MESSAGES.notFound(id));

function toAdminUser(row: repo.UserRow): AdminUser {
  return {
    id: row.id,
    employeeNo: row.employee_no,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    designation: row.designation,
    company: row.company,
    isAdmin: row.is_admin,
    enabled: row.enabled,
    dataCentre: row.data_centre,
    createdDateUTC: new Date(row.created_date_utc).toISOString(),
  };
}

/** One page of users by id, matching `search` in employee number, email or name (any case). */
export async function listUsers(db: Db, query: { index: number; pageSize: number; search?: string }) {
  const { rows, total } = await repo.listPage(db, {
    search: query.search || undefined,
    offset: (query.index - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { records: rows.map(toAdminUser), totalRecords: total };
}

/** An administrator creates an account in this deployment's data centre; 409 when taken. */
export async function createAccount(db: Db, body: Required<CreateUserRequest>, by: number, dataCentre: string): Promise<AdminUser> {
  assertStrongPassword(body.password, personalHints(body));
  const id = await createUser(db, await newUser(body, { isAdmin: body.isAdmin, enabled: body.enabled, dataCentre, createdBy: by }));
  if (id === undefined) throw conflict(AUTH_MESSAGES.duplicateUser);
  return toAdminUser((await repo.findById(db, id))!);
}

/** Enables or disables an account; an administrator never locks themself out. */
export async function setEnabled(db: Db, by: number, id: number, enabled: boolean): Promise<AdminUser> {
  if (!enabled && id === by) throw new HttpError(400, USER_ADMIN_MESSAGES.selfDisable);
  if (!(await repo.updateAccount(db, id, { enabled }, by))) throw notFound(id);
  if (!enabled) await endSessionsOf(db, id, 'disabled');
  await forgetAccount(db, id);
  return toAdminUser((await repo.findById(db, id))!);
}

export async function resetPassword(db: Db, by: number, id: number, password: string): Promise<void> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(id);
  assertStrongPassword(
    password,
    personalHints({ employeeNo: row.employee_no, email: row.email, firstName: row.first_name, lastName: row.last_name }),
  );
  const passwordHash = await hashPassword(password);
  if (!(await repo.updateAccount(db, id, { passwordHash }, by))) throw notFound(id);
  // Whoever held the old password is signed out everywhere, within their next request.
  await endSessionsOf(db, id, 'password-reset');
  await forgetAccount(db, id);
}

export async function grantsOf(db: Db, id: number): Promise<Grant[]> {
  if (!(await repo.findById(db, id))) throw notFound(id);
  return repo.grantList(db, id);
}

/** Problems of a grant list: unknown pages, administrator pages, pages listed twice. */
export function checkGrants(grants: Grant[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  grants.forEach((grant, i) => {
    const page = findPage(grant.page);
    const field = `grants[${i}].page`;
    if (!page) errors.push({ field, message: USER_ADMIN_MESSAGES.unknownPage(grant.page) });
    else if (page.adminOnly) errors.push({ field, message: USER_ADMIN_MESSAGES.adminOnlyPage(page.title) });
    else if (seen.has(grant.page)) errors.push({ field, message: USER_ADMIN_MESSAGES.duplicatePage(grant.page) });
    seen.add(grant.page);
  });
  return errors;
}

/** Replaces every grant of a user at once: all of the new list, or (on any failure) the old one. */
export async function replaceGrants(db: Db, by: number, id: number, grants: Grant[]): Promise<Grant[]> {
  const errors = checkGrants(grants);
  if (errors.length > 0) throw new HttpError(400, errors[0]!.message, errors);
  const saved = await db.transaction().execute(async (trx) => {
    // Recording who changed the user's access doubles as the existence check.
    if (!(await repo.updateAccount(trx, id, {}, by))) throw notFound(id);
    await repo.setGrants(trx, id, grants, by);
    return repo.grantList(trx, id);
  });
  await forgetAccount(db, id);
  return saved;
}
