import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { findPage } from '../../../src/domain/pages.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { RegisterRequest } from '../../../src/domain/auth/contracts.ts';
import type { AdminUser, CreateUserRequest, Grant, SavedGrants, UserSort } from '../../../src/domain/users/contracts.ts';
import { USER_ADMIN_MESSAGES } from '../../../src/domain/users/messages.ts';
import { textOf } from '../../../src/domain/words/field-problem.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import type { Db } from '../../db/connect.ts';
import type { Row, TrackedEntity } from '../../db/records/tracked-entity.ts';
import { lockAtRevision, logTracked, updateTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError, conflict, staleConflict, type FieldProblem } from '../../plugins/http-error.ts';
import type { Actor, Trail } from '../../shared/actor.ts';
import { assertStrongPassword } from '../../shared/password-strength.ts';
import { forgetAccount } from './account-cache.service.ts';
import { hashPassword } from './password.ts';
import { endSessionsOf } from './sessions.repository.ts';
import * as repo from './users.repository.ts';
import { createUser, newUser, personalHints, type NewUser } from './users.service.ts';

/** What the Users and access screen calls answer beyond the contracts' own words (src/domain/users/words.ts). */
export { USER_ADMIN_MESSAGES };

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
    revision: row.revision,
  };
}

/**
 * The password as the change log sees it: only that it changed. Its hash is never a field of the
 * record (nor of a 409's record), so these stand-ins are what the log compares, never stores.
 */
const PASSWORD = { before: { password: 'before' }, after: { password: 'after' } } as const;

/** A grants list in one order (by page), as the change log records it before and after. */
const sortedGrants = (grants: readonly Grant[]): Grant[] =>
  grants.map(({ page, level }) => ({ page, level })).sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));

/**
 * Users and access' record for the change log: stale saves refused, History. The password is a
 * secret field (logged only as changed) and the grants a field of their own (a sorted list of
 * {page, level}). There is no `toColumns`: a change of an account is not put back by the generic
 * Undo, which would skip what the screen's own calls do with it (ending the user's sessions,
 * forgetting the cached account, telling open screens); the screen undoes a status or grants
 * change through those calls instead.
 */
export const userEntity: TrackedEntity = {
  entity: 'user',
  table: 'users',
  toRecord: toAdminUser,
  secretFields: ['password'],
  nameOf: (u) => `${String(u.firstName ?? '')} ${String(u.lastName ?? '')}`.trim() || String(u.email ?? ''),
  codeField: 'employeeNo',
  // users has updated_by and updated_date_utc but no updated_name: the writes here set them.
  stamped: false,
  // An account is disabled, never removed. The generic Undo of its creation would delete the row
  // and keep all of it, password hash included, in the log entry: refused here, before anything is kept.
  children: {
    snapshot: async () => {
      throw conflict(USER_ADMIN_MESSAGES.notRemovable);
    },
    restore: async () => undefined,
  },
};

const asUser = (row: Row) => row as unknown as repo.UserRow;

/** One page of users in `sort`'s order (by id without one), matching `search` in employee number, email or name (any case). */
export async function listUsers(db: Db, query: { index: number; pageSize: number; search?: string; sort?: Sort<UserSort> }) {
  const { rows, total } = await repo.listPage(db, {
    search: query.search || undefined,
    sort: query.sort,
    offset: (query.index - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { records: rows.map(toAdminUser), totalRecords: total };
}

/** Inserts a new account and logs its creation (by whom `by` says of it), its password as changed; 409 when taken. */
function addAccount(db: Db, user: NewUser, by: (created: AdminUser) => Actor): Promise<AdminUser> {
  return inTransaction(db, async (trx) => {
    const id = await createUser(trx, user);
    if (id === undefined) throw conflict(AUTH_MESSAGES.duplicateUser);
    const created = toAdminUser((await repo.findById(trx, id))!);
    await logTracked(trx, userEntity, id, 'create', by(created), { after: { ...created, ...PASSWORD.after }, revision: created.revision });
    return created;
  });
}

/** An administrator creates an account in this deployment's data centre; 409 when taken. */
export async function createAccount(db: Db, body: Required<CreateUserRequest>, by: Actor, dataCentre: string): Promise<AdminUser> {
  assertStrongPassword(body.password, personalHints(body));
  const user = await newUser(body, { isAdmin: body.isAdmin, enabled: body.enabled, dataCentre, createdBy: by.userId });
  return addAccount(db, user, () => by);
}

/**
 * Self-registration: a disabled account with no grants, until an administrator enables it. Logged
 * as made by the person registering (they have no session yet).
 */
export async function registerAccount(db: Db, body: Required<RegisterRequest>, dataCentre: string, trail: Trail): Promise<number> {
  assertStrongPassword(body.password, personalHints(body));
  const user = await newUser(body, { isAdmin: false, enabled: false, dataCentre, createdBy: null });
  const created = await addAccount(db, user, (made) => ({ userId: made.id, name: `${made.firstName} ${made.lastName}`.trim(), trail }));
  return created.id;
}

/**
 * Enables or disables the account read at `revision` (logged as its status); an administrator
 * never locks themself out. 404 for an unknown id, 409 when someone changed the user since.
 */
export async function setEnabled(db: Db, by: Actor, id: number, enabled: boolean, revision: number): Promise<AdminUser> {
  if (!enabled && id === by.userId) throw new HttpError(400, USER_ADMIN_MESSAGES.selfDisable);
  const row = await inTransaction(db, async (trx) => {
    const columns = { enabled, updated_by: by.userId, updated_date_utc: new Date() };
    const saved = await updateTracked(trx, userEntity, id, revision, columns, by, {
      action: 'status',
      // The change log's options take a rule's key text for its 404.
      missing: textOf(USER_ADMIN_MESSAGES.notFound(id)),
    });
    if (!enabled) await endSessionsOf(trx, id, 'disabled');
    return saved;
  });
  await forgetAccount(db, id);
  return toAdminUser(asUser(row));
}

/**
 * Sets the password of the user read at `revision` and signs them out everywhere. The change log
 * records only that the password changed. 404 for an unknown id, 400 for a weak password, 409
 * when someone changed the user since.
 */
export async function resetPassword(db: Db, by: Actor, id: number, password: string, revision: number): Promise<void> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(id);
  assertStrongPassword(
    password,
    personalHints({ employeeNo: row.employee_no, email: row.email, firstName: row.first_name, lastName: row.last_name }),
  );
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (trx) => {
    const locked = asUser(await lockAtRevision(trx, userEntity, id, revision, by, USER_ADMIN_MESSAGES.notFound(id)));
    const saved = await repo.writeAccount(trx, id, { passwordHash }, by.userId, locked.revision + 1);
    await logTracked(trx, userEntity, id, 'update', by, {
      before: { ...toAdminUser(locked), ...PASSWORD.before },
      after: { ...toAdminUser(saved), ...PASSWORD.after },
      revision: saved.revision,
    });
    // Whoever held the old password is signed out everywhere, within their next request.
    await endSessionsOf(trx, id, 'password-reset');
  });
  await forgetAccount(db, id);
}

export async function grantsOf(db: Db, id: number): Promise<Grant[]> {
  if (!(await repo.findById(db, id))) throw notFound(id);
  return repo.grantList(db, id);
}

/** Problems of a grant list: unknown pages, administrator pages, pages listed twice. */
export function checkGrants(grants: Grant[]): (FieldProblem & { message: Msg })[] {
  const errors: (FieldProblem & { message: Msg })[] = [];
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

/** The user's row locked at `revision`; a 409 for a stale read also carries the grants as they now are. */
async function lockWithGrants(db: Db, by: Actor, id: number, revision: number): Promise<repo.UserRow> {
  try {
    return asUser(await lockAtRevision(db, userEntity, id, revision, by, USER_ADMIN_MESSAGES.notFound(id)));
  } catch (error) {
    if (!(error instanceof HttpError) || !error.stale) throw error;
    const grants = sortedGrants(await repo.grantList(db, id));
    throw staleConflict(error.words, { ...error.stale, current: { ...error.stale.current, grants } });
  }
}

/**
 * Replaces every grant of the user read at `revision` at once: all of the new list, or (on any
 * failure) the old one. The change log records the list before and after, sorted by page; a list
 * equal to the stored one changes nothing. 404 for an unknown id, 409 when someone changed the
 * user since (with the grants as they now are).
 */
export async function replaceGrants(db: Db, by: Actor, id: number, grants: Grant[], revision: number): Promise<SavedGrants> {
  const errors = checkGrants(grants);
  if (errors.length > 0) throw new HttpError(400, errors[0]!.message, errors);
  const saved = await inTransaction(db, async (trx) => {
    const locked = await lockWithGrants(trx, by, id, revision);
    const before = sortedGrants(await repo.grantList(trx, id));
    const after = sortedGrants(grants);
    if (JSON.stringify(before) === JSON.stringify(after)) return { grants: await repo.grantList(trx, id), user: toAdminUser(locked) };
    await repo.setGrants(trx, id, grants, by.userId);
    const user = toAdminUser(await repo.writeAccount(trx, id, {}, by.userId, locked.revision + 1));
    await logTracked(trx, userEntity, id, 'update', by, {
      before: { ...toAdminUser(locked), grants: before },
      after: { ...user, grants: after },
      revision: user.revision,
    });
    return { grants: await repo.grantList(trx, id), user };
  });
  await forgetAccount(db, id);
  return saved;
}
