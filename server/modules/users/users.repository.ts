import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { withTotal } from '../../db/paging.ts';
import { sortedBy } from '../../db/sorted.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { UserSort } from '../../../src/domain/users/contracts.ts';
import type { UsersTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';

export type UserRow = Selectable<UsersTable>;
export type GrantLevel = 'L1' | 'L2';

export interface NewUser {
  employeeNo: string;
  email: string;
  firstName: string;
  lastName: string;
  designation: string;
  company: string;
  passwordHash: string;
  isAdmin: boolean;
  enabled: boolean;
  dataCentre: string;
  createdBy: number | null;
}

/** Finds a user by employee number or email, ignoring case (sign-in accepts either). */
export function findByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(employee_no)`, '=', key), eb(sql`lower(email)`, '=', key)]))
    .executeTakeFirst();
}

export function findById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** True when either identifier is already taken by another account. */
export async function loginTaken(db: Db, employeeNo: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb(sql`lower(employee_no)`, '=', employeeNo.toLowerCase()), eb(sql`lower(email)`, '=', email.toLowerCase())]))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      employee_no: user.employeeNo,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      designation: user.designation,
      company: user.company,
      photo_url: '',
      password_hash: user.passwordHash,
      is_admin: user.isAdmin,
      enabled: user.enabled,
      settings: '{}',
      shortcuts: '[]',
      data_centre: user.dataCentre,
      created_by: user.createdBy,
      updated_by: user.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUserData(
  db: Db,
  id: number,
  change: { settings?: Record<string, unknown>; shortcuts?: string[] },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(change.settings !== undefined ? { settings: JSON.stringify(change.settings) } : {}),
      ...(change.shortcuts !== undefined ? { shortcuts: JSON.stringify(change.shortcuts) } : {}),
      updated_by: id,
      updated_date_utc: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function grantsOf(db: Db, userId: number): Promise<Map<string, GrantLevel>> {
  const rows = await db.selectFrom('user_grants').select(['page', 'level']).where('user_id', '=', userId).execute();
  return new Map(rows.map((r) => [r.page, r.level]));
}

/** Replaces a user's grants; call it inside a transaction so the swap is atomic. */
export async function setGrants(db: Db, userId: number, grants: { page: string; level: GrantLevel }[], by: number | null): Promise<void> {
  await db.deleteFrom('user_grants').where('user_id', '=', userId).execute();
  if (grants.length === 0) return;
  await db
    .insertInto('user_grants')
    .values(grants.map((g) => ({ user_id: userId, page: g.page, level: g.level, created_by: by })))
    .execute();
}

/** Matches `%text%` literally: the user's % and _ are not wildcards. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The column each of the grid's sorts reads.
const SORT_COLUMNS: Record<UserSort, string> = {
  employeeNo: 'employee_no',
  name: 'first_name',
  email: 'email',
  designation: 'designation',
  enabled: 'enabled',
  isAdmin: 'is_admin',
};

/** One page of users in `sort`'s order (by id without one), optionally matching a search text, and the total that match. */
export async function listPage(
  db: Db,
  options: { search?: string; sort?: Sort<UserSort>; offset: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const base = db.selectFrom('users').$if(!!options.search, (q) => {
    const pattern = containsPattern(options.search ?? '');
    return q.where((eb) =>
      eb.or([
        eb('employee_no', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        // First, last or both names ("omar haddad") match.
        eb(sql`first_name || ' ' || last_name`, 'ilike', pattern),
      ]),
    );
  });
  const sorted = sortedBy(base.selectAll(), options.sort, SORT_COLUMNS, 'id', (q) => q.orderBy('id'));
  return withTotal(sorted.offset(options.offset).limit(options.limit).execute(), base);
}

/**
 * Sets the account's password (when given), raises its revision to `revision` and records who
 * changed it; answers the row as stored. The caller holds the row locked at the revision before.
 */
export function writeAccount(db: Db, id: number, change: { passwordHash?: string }, by: number | null, revision: number): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({
      ...(change.passwordHash !== undefined ? { password_hash: change.passwordHash } : {}),
      revision,
      updated_by: by,
      updated_date_utc: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A user's grants in page order. */
export function grantList(db: Db, userId: number): Promise<{ page: string; level: GrantLevel }[]> {
  return db.selectFrom('user_grants').select(['page', 'level']).where('user_id', '=', userId).orderBy('page').execute();
}

/** Enabled users of some designation ids, by name (the Encoded By filter: 51 and 14). */
export function withDesignations(db: Db, designationIds: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('designation_id', 'in', designationIds)
    .where('enabled', '=', true)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}

/** Sets a user's designation id (the seed's encoders). */
export async function setDesignationId(db: Db, userId: number, designationId: number | null): Promise<void> {
  await db.updateTable('users').set({ designation_id: designationId }).where('id', '=', userId).execute();
}
