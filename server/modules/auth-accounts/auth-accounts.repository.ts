import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { withTotal } from '../../db/paging.ts';
import { sortedBy } from '../../db/sorted.ts';
import type { AccountSort } from '../../../src/domain/auth-accounts/contracts.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { AuthAccountsTable, AuthIssuersTable } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns } from '../../shared/audit-columns.ts';

export type AccountRow = Selectable<AuthAccountsTable>;
export type IssuerRow = Selectable<AuthIssuersTable>;

/** An account with its issuer's name: what the grid and the QR dialog show. */
export interface AccountView {
  id: number;
  issuer: string;
  account_code: string;
  created_name: string;
  created_date_utc: Date;
  revision: number;
}

const LIST_COLUMNS = ['a.id', 'i.name as issuer', 'a.account_code', 'a.created_name', 'a.created_date_utc', 'a.revision'] as const;

/** Matches `%text%` literally: the user's % and _ are not wildcards. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listIssuers(db: Db, limit: number) {
  return db
    .selectFrom('auth_issuers')
    .select(['id', 'name', 'revision'])
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function findIssuerByName(db: Db, name: string) {
  return db
    .selectFrom('auth_issuers')
    .select(['id', 'name', 'revision'])
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

/** Inserts an issuer (the seed: the API's go through the change log); undefined when one of that name (any case) exists. */
export async function insertIssuer(db: Db, name: string, by: Actor) {
  return db
    .insertInto('auth_issuers')
    .values({ name, ...createdColumns(by) })
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .returning(['id', 'name'])
    .executeTakeFirst();
}

// The column each of the grid's sorts reads.
const SORT_COLUMNS: Record<AccountSort, string> = {
  issuer: 'i.name',
  accountCode: 'a.account_code',
  createdName: 'a.created_name',
  createdDateUTC: 'a.created_date_utc',
};

/** One page of accounts in `sort`'s order (newest first without one), and how many match the filters. */
export async function listAccounts(
  db: Db,
  filter: { issuer: string; accountCode: string },
  page: { offset: number; limit: number; sort?: Sort<AccountSort> },
): Promise<{ rows: AccountView[]; total: number }> {
  const base = db
    .selectFrom('auth_accounts as a')
    .innerJoin('auth_issuers as i', 'i.id', 'a.issuer_id')
    .$if(filter.issuer !== '', (q) => q.where(sql`lower(i.name)`, '=', filter.issuer.toLowerCase()))
    .$if(filter.accountCode !== '', (q) => q.where('a.account_code', 'ilike', containsPattern(filter.accountCode)));
  const sorted = sortedBy(base.select(LIST_COLUMNS), page.sort, SORT_COLUMNS, 'a.id', (q) =>
    q.orderBy('a.created_date_utc', 'desc').orderBy('a.id', 'desc'),
  );
  return withTotal(sorted.offset(page.offset).limit(page.limit).execute(), base);
}

export function findAccountView(db: Db, id: number): Promise<AccountView | undefined> {
  return db
    .selectFrom('auth_accounts as a')
    .innerJoin('auth_issuers as i', 'i.id', 'a.issuer_id')
    .select(LIST_COLUMNS)
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export async function accountExists(db: Db, issuerId: number, accountCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth_accounts')
    .select('id')
    .where('issuer_id', '=', issuerId)
    .where(sql`lower(account_code)`, '=', accountCode.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The id of the account with this issuer and code (any case), if there is one. */
export async function findAccountId(db: Db, issuer: string, accountCode: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('auth_accounts as a')
    .innerJoin('auth_issuers as i', 'i.id', 'a.issuer_id')
    .select('a.id')
    .where(sql`lower(i.name)`, '=', issuer.toLowerCase())
    .where(sql`lower(a.account_code)`, '=', accountCode.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/** The id a new account will have: its secret is sealed to it before the row is written. */
export async function nextAccountId(db: Db): Promise<number> {
  const { rows } = await sql<{ id: string | number }>`select nextval(pg_get_serial_sequence('auth_accounts', 'id')) as id`.execute(db);
  return Number(rows[0]!.id);
}

/** Inserts a seeded account, whose secret the server seals at its next start (sealing binds the secret to the new id). */
export async function insertAccount(db: Db, issuerId: number, accountCode: string, by: Actor): Promise<number> {
  const row = await db
    .insertInto('auth_accounts')
    .values({ issuer_id: issuerId, account_code: accountCode, ...createdColumns(by) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores a sealed secret; with `onlyIfMissing` a secret another server sealed first is kept. */
export async function setSealedSecret(db: Db, id: number, sealed: string, onlyIfMissing = false): Promise<boolean> {
  const result = await db
    .updateTable('auth_accounts')
    .set({ secret_sealed: sealed })
    .where('id', '=', id)
    .$if(onlyIfMissing, (q) => q.where('secret_sealed', 'is', null))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Accounts still waiting for a secret (seeded without the key), a batch at a time. */
export function accountsWithoutSecret(db: Db, limit: number) {
  return db.selectFrom('auth_accounts').select('id').where('secret_sealed', 'is', null).orderBy('id').limit(limit).execute();
}

export function findSealedSecret(db: Db, id: number) {
  return db.selectFrom('auth_accounts').select(['id', 'secret_sealed']).where('id', '=', id).executeTakeFirst();
}

/** The verification state of an account, locked until the transaction ends so checks of one account queue up. */
export function lockForVerify(db: Db, id: number) {
  return db
    .selectFrom('auth_accounts')
    .select(['id', 'secret_sealed', 'last_step', 'failed_count', 'failed_since'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function recordVerify(db: Db, id: number, change: { lastStep?: number; failedCount: number; failedSince: Date | null }) {
  await db
    .updateTable('auth_accounts')
    .set({
      ...(change.lastStep !== undefined ? { last_step: change.lastStep } : {}),
      failed_count: change.failedCount,
      failed_since: change.failedSince,
    })
    .where('id', '=', id)
    .execute();
}
