import { createHash } from 'node:crypto';
import type {
  AccountSort,
  AccountFilter,
  AuthAccount,
  AuthAccountQr,
  Issuer,
  RegisterAccountRequest,
} from '../../../src/domain/auth-accounts/contracts.ts';
import { AUTH_ACCOUNT_MESSAGES as M } from '../../../src/domain/auth-accounts/messages.ts';
import { MAX_LOOKUP_PAGE_SIZE } from '../../../src/domain/constants.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import { textOf } from '../../../src/domain/words/field-problem.ts';
import type { Db } from '../../db/connect.ts';
import type { TrackedEntity } from '../../db/records/tracked-entity.ts';
import { deleteTracked, insertTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError, badField } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns } from '../../shared/audit-columns.ts';
import { fieldConflict, uniqueOrConflict } from '../../shared/unique-violation.ts';
import * as repo from './auth-accounts.repository.ts';
import { qrDataUrl } from './qr-image.ts';
import type { SecretBox } from './secret-box.ts';
import { generateSecret, otpauthUri } from './totp.ts';

/** What a sealed secret is bound to: its own account row. */
export const secretContext = (id: number) => `auth-account:${id}`;

function toAccount(row: repo.AccountView): AuthAccount {
  return {
    id: row.id,
    issuer: row.issuer,
    accountCode: row.account_code,
    createdName: row.created_name,
    createdDateUTC: new Date(row.created_date_utc).toISOString(),
    revision: row.revision,
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * An account as the change log keeps it. The secret is a fingerprint of the sealed seed, never the
 * seed nor its sealed text (a 409 carries the record), and the log says only that it changed.
 */
function accountRecord(row: repo.AccountRow) {
  return {
    id: row.id,
    issuerId: row.issuer_id,
    accountCode: row.account_code,
    secret: row.secret_sealed === null ? null : createHash('sha256').update(row.secret_sealed).digest('hex').slice(0, 16),
    createdName: row.created_name,
    createdDateUTC: iso(row.created_date_utc),
    revision: row.revision,
  };
}

function toIssuer(row: repo.IssuerRow): Issuer {
  return { id: row.id, name: row.name, revision: row.revision };
}

/** Manage Auth's issuer list for the change log (administrators add issuers; nothing edits one). */
export const issuerEntity: TrackedEntity = {
  entity: 'auth-issuer',
  table: 'auth_issuers',
  toRecord: (row: repo.IssuerRow) => ({ ...toIssuer(row), createdName: row.created_name, createdDateUTC: iso(row.created_date_utc) }),
  nameOf: (issuer) => String(issuer.name),
  codeField: 'name',
  // Only created_* columns: the tracked writes stamp nothing, the service does.
  stamped: false,
};

/**
 * An authenticator account for the change log: its TOTP seed is logged only as changed. A delete
 * keeps the whole row, sealed seed and all, so a restore brings back the same account with the
 * same seed (it is sealed to the account's id, which the restore keeps) and its app goes on working.
 */
export const accountEntity: TrackedEntity = {
  entity: 'auth-account',
  table: 'auth_accounts',
  toRecord: accountRecord,
  secretFields: ['secret'],
  nameOf: (account) => String(account.accountCode),
  codeField: 'accountCode',
  stamped: false,
};

/** The issuers accounts may be registered under, by name (the list is short; capped all the same). */
export async function listIssuers(db: Db): Promise<Issuer[]> {
  return repo.listIssuers(db, MAX_LOOKUP_PAGE_SIZE);
}

/** Extends the issuer list, logged; 409 when the name exists in any case. */
export async function addIssuer(db: Db, name: string, by: Actor): Promise<Issuer> {
  if (await repo.findIssuerByName(db, name)) throw fieldConflict('name', M.duplicateIssuer(name));
  const write = () => insertTracked(db, issuerEntity, { name, ...createdColumns(by) }, by);
  return toIssuer((await uniqueOrConflict(write, 'name', M.duplicateIssuer(name))) as repo.IssuerRow);
}

/** One page of accounts in `sort`'s order (newest first without one), filtered by issuer and part of the account code. */
export async function listAccounts(db: Db, page: { index: number; pageSize: number; sort?: Sort<AccountSort> }, filter: AccountFilter) {
  const { rows, total } = await repo.listAccounts(db, filter, {
    offset: (page.index - 1) * page.pageSize,
    limit: page.pageSize,
    sort: page.sort,
  });
  return { records: rows.map(toAccount), totalRecords: total };
}

async function withQr(account: AuthAccount, secret: Buffer): Promise<AuthAccountQr> {
  const uri = otpauthUri(account.issuer, account.accountCode, secret);
  return { ...account, data: await qrDataUrl(uri), otpauthUri: uri };
}

/**
 * Registers an account under a listed issuer with a new TOTP secret and answers it with its QR.
 * 400 for an issuer not in the list, 409 for an account code the issuer already has (any case).
 */
export async function registerAccount(db: Db, box: SecretBox, body: RegisterAccountRequest, by: Actor): Promise<AuthAccountQr> {
  const duplicate = M.duplicate(body.issuer, body.accountCode);
  const register = () =>
    inTransaction(db, async (trx) => {
      const issuer = await repo.findIssuerByName(trx, body.issuer);
      if (!issuer) throw badField('issuer', M.unknownIssuer(body.issuer));
      if (await repo.accountExists(trx, issuer.id, body.accountCode)) throw fieldConflict('accountCode', duplicate);
      // The secret is sealed to the account's id, so the row is written whole, with it, in one logged insert.
      const newId = await repo.nextAccountId(trx);
      const secret = generateSecret();
      const columns = {
        id: newId,
        issuer_id: issuer.id,
        account_code: body.accountCode,
        secret_sealed: box.seal(secret, secretContext(newId)),
        ...createdColumns(by),
      };
      await insertTracked(trx, accountEntity, columns, by);
      return { id: newId, secret };
    });
  const { id, secret } = await uniqueOrConflict(register, 'accountCode', duplicate);
  return withQr(toAccount((await repo.findAccountView(db, id))!), secret);
}

/** Opens an account's sealed secret; a secret sealed under another SECRETS_KEY is a clear 500. */
export function openSecret(box: SecretBox, id: number, sealed: string | null): Buffer {
  const secret = sealed ? box.open(sealed, secretContext(id)) : null;
  if (!secret) throw new HttpError(500, M.unreadableSecret);
  return secret;
}

/** The QR of an existing account, shown again (L2: it reveals the secret). */
export async function accountQr(db: Db, box: SecretBox, id: number): Promise<AuthAccountQr> {
  const view = await repo.findAccountView(db, id);
  const stored = await repo.findSealedSecret(db, id);
  if (!view || !stored) throw new HttpError(404, M.notFound(id));
  return withQr(toAccount(view), openSecret(box, id, stored.secret_sealed));
}

/**
 * Deletes the account at `revision` (its codes stop working at once), kept in the log entry for a
 * restore; 404 for an unknown id, 409 when it changed since it was read.
 */
export async function deleteAccount(db: Db, id: number, revision: number, by: Actor): Promise<void> {
  await deleteTracked(db, accountEntity, id, revision, by, { missing: textOf(M.notFound(id)) });
}

/** The account an id or an issuer and account code name; 404 when there is none. */
export async function resolveAccountId(db: Db, ref: { accountId?: number; issuer?: string; accountCode?: string }): Promise<number> {
  if (ref.accountId !== undefined) {
    if (!(await repo.findAccountView(db, ref.accountId))) throw new HttpError(404, M.notFound(ref.accountId));
    return ref.accountId;
  }
  const issuer = ref.issuer ?? '';
  const accountCode = ref.accountCode ?? '';
  const id = await repo.findAccountId(db, issuer, accountCode);
  if (id === undefined) throw new HttpError(404, M.notFoundByCode(issuer, accountCode));
  return id;
}

/**
 * Seals a secret for every account that has none yet: the seed writes demo accounts without
 * SECRETS_KEY, and the server gives them secrets at its next start. Answers how many it sealed.
 */
export async function sealMissingSecrets(db: Db, box: SecretBox): Promise<number> {
  const BATCH = 500;
  let sealed = 0;
  for (;;) {
    const batch = await repo.accountsWithoutSecret(db, BATCH);
    for (const { id } of batch) {
      const secret = generateSecret();
      if (await repo.setSealedSecret(db, id, box.seal(secret, secretContext(id)), true)) sealed++;
    }
    if (batch.length < BATCH) return sealed;
  }
}

/** Seed: the issuer list (existing names are kept). */
export async function seedIssuers(db: Db, names: readonly string[], by: Actor): Promise<void> {
  for (const name of names) await repo.insertIssuer(db, name, by);
}

/** Seed: accounts without a secret yet (the server seals theirs at start, see sealMissingSecrets). */
export async function seedAccounts(db: Db, accounts: readonly { issuer: string; accountCode: string }[], by: Actor): Promise<void> {
  for (const account of accounts) {
    const issuer = await repo.findIssuerByName(db, account.issuer);
    if (!issuer || (await repo.accountExists(db, issuer.id, account.accountCode))) continue;
    await repo.insertAccount(db, issuer.id, account.accountCode, by);
  }
}
