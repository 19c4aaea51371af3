import type { Db } from '../../db/connect.ts';
import { openSessionIds } from './sessions.repository.ts';
import * as repo from './users.repository.ts';

/** An enabled account, its page grants and its open sessions: what every authenticated request needs to know. */
export interface ActiveAccount {
  user: repo.UserRow;
  grants: Map<string, repo.GrantLevel>;
  sessions: ReadonlySet<string>;
}

/**
 * How long a looked-up account is reused. Every request of a busy gate (a scan every second per
 * device) would otherwise read the user and the grants again; a change made through this server
 * is seen at once (forgetAccount), and so is one made through another instance when the instances
 * share Redis (shareForgetting); without Redis, within this time.
 */
export const ACCOUNT_CACHE_MS = 5_000;

type Entry = { expires: number; account: Promise<ActiveAccount | undefined> };
// Per database: tests run several apps in one process, each with its own users.
const caches = new WeakMap<Db, Map<number, Entry>>();

async function load(db: Db, id: number): Promise<ActiveAccount | undefined> {
  const user = await repo.findById(db, id);
  if (!user?.enabled) return undefined;
  const [grants, sessions] = await Promise.all([user.is_admin ? new Map() : repo.grantsOf(db, id), openSessionIds(db, id)]);
  return { user, grants, sessions };
}

/** The enabled account with this id and its grants, or undefined (unknown or disabled). */
export function activeAccount(db: Db, id: number, now = Date.now()): Promise<ActiveAccount | undefined> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(id);
  if (hit && hit.expires > now) return hit.account;
  const account = load(db, id);
  const entry = { expires: now + ACCOUNT_CACHE_MS, account };
  cache.set(id, entry);
  // A failed read is not remembered: the next request asks the database again.
  account.catch(() => cache.get(id) === entry && cache.delete(id));
  return account;
}

/**
 * The enabled account if `sessionId` is one of its open sessions, else undefined. A session the
 * cached account does not know yet (a sign-in since, here or on another instance) is looked up
 * once more before the token is refused; one ended here was forgotten at once (forgetAccount).
 */
export async function accountInSession(db: Db, userId: number, sessionId: string): Promise<ActiveAccount | undefined> {
  const cached = await activeAccount(db, userId);
  if (!cached) return undefined;
  if (cached.sessions.has(sessionId)) return cached;
  forgetLocally(db, userId);
  const fresh = await activeAccount(db, userId);
  return fresh?.sessions.has(sessionId) ? fresh : undefined;
}

const broadcasts = new WeakMap<Db, (id: number) => Promise<void>>();

/**
 * Drops what is known of an account after its grants, its enabled flag or its sessions changed,
 * here and on every other instance; resolves once the others have been told.
 */
export function forgetAccount(db: Db, id: number): Promise<void> {
  forgetLocally(db, id);
  return broadcasts.get(db)?.(id) ?? Promise.resolve();
}

/** Drops this instance's copy only (what another instance's forgetAccount asks for). */
export function forgetLocally(db: Db, id: number): void {
  caches.get(db)?.delete(id);
}

/** Sends every forgetAccount to the other instances of the deployment (set up once per app). */
export function shareForgetting(db: Db, send: (id: number) => Promise<void>): void {
  broadcasts.set(db, send);
}
