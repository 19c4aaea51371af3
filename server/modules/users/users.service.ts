import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/connect.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';
import * as repo from './users.repository.ts';

import { hashPassword } from './password.ts';

export { hashPassword, verifyPassword } from './password.ts';
export {
  accountInSession,
  activeAccount,
  forgetAccount,
  forgetLocally,
  shareForgetting,
  type ActiveAccount,
} from './account-cache.service.ts';
export { endSession, openSession, openSessionById, pruneSessions } from './sessions.repository.ts';

export type User = repo.UserRow;
export type GrantLevel = repo.GrantLevel;
export type NewUser = repo.NewUser;

/** A user by id, enabled or not. */
export const findById = (db: Db, id: number) => repo.findById(db, id);

/** A user by employee number or email, ignoring case. */
export const findByLogin = (db: Db, login: string) => repo.findByLogin(db, login);

/** The user behind a verified token, only while the account is enabled. */
export async function findActive(db: Db, id: number): Promise<User | undefined> {
  const user = await repo.findById(db, id);
  return user?.enabled ? user : undefined;
}

/** The pages a user may open (L1) or change (L2). */
export const grantsOf = (db: Db, userId: number) => repo.grantsOf(db, userId);

/** Enabled users of some designation ids (the activation queues' Encoded By filter). */
export const usersWithDesignations = (db: Db, designationIds: readonly number[]) => repo.withDesignations(db, designationIds);

/** Sets a user's designation id. */
export const setDesignationId = (db: Db, userId: number, designationId: number | null) => repo.setDesignationId(db, userId, designationId);

/** A person as registration, the users screen and the seed name one, with the password in clear. */
export type Person = Pick<NewUser, 'employeeNo' | 'email' | 'firstName' | 'lastName' | 'designation' | 'company'> & { password: string };

/** What a person's password must not be made of: their own identifiers and names. */
export function personalHints(person: Pick<Person, 'employeeNo' | 'email' | 'firstName' | 'lastName'>): string[] {
  return [person.employeeNo, person.email, person.email.split('@')[0] ?? '', person.firstName, person.lastName ?? ''];
}

/** The new account of a person: their fields, the password hashed, and how the account starts. */
export async function newUser(
  person: Person,
  account: Pick<NewUser, 'isAdmin' | 'enabled' | 'dataCentre' | 'createdBy'>,
): Promise<NewUser> {
  const { employeeNo, email, firstName, lastName, designation, company } = person;
  return { employeeNo, email, firstName, lastName, designation, company, passwordHash: await hashPassword(person.password), ...account };
}

/** Creates a user; answers undefined when the employee number or email is taken (in any case). */
export async function createUser(db: Db, user: NewUser): Promise<number | undefined> {
  if (await repo.loginTaken(db, user.employeeNo, user.email)) return undefined;
  try {
    return await repo.insertUser(db, user);
  } catch (err) {
    // Two creations racing for the same identifier: the unique index decides.
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

/** Creates a user with its grants in one transaction (seed and, later, the users screen). */
export async function createUserWithGrants(
  db: Db,
  user: NewUser,
  grants: { page: string; level: GrantLevel }[],
): Promise<number | undefined> {
  const run = async (trx: Db) => {
    const id = await createUser(trx, user);
    if (id !== undefined) await repo.setGrants(trx, id, grants, user.createdBy);
    return id;
  };
  return inTransaction(db, run);
}

/** Saves the user's own settings and shortcuts. */
export const saveUserData = (db: Db, id: number, change: { settings?: Record<string, unknown>; shortcuts?: string[] }) =>
  repo.updateUserData(db, id, change);
