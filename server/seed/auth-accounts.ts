import type { Db } from '../db/connect.ts';
import * as authAccounts from '../modules/auth-accounts/auth-accounts.service.ts';
import { SYSTEM_ACTOR } from '../shared/actor.ts';
import { demoActor } from './users.ts';

/** The issuers Manage Auth offers on a fresh install (administrators add more). */
export const SEED_ISSUERS = [
  'Admin Panel',
  'Amazon Seller Central',
  'Aramex',
  'AWS',
  'Cloudflare',
  'GitHub',
  'Google Workspace',
  'Meta Business Suite',
  'Microsoft 365',
  'Salesforce',
  'Shopify',
  'Zoho',
] as const;

/** Demo accounts: shared logins the operations team keeps a second factor for. */
export const DEMO_AUTH_ACCOUNTS = [
  { issuer: 'Google Workspace', accountCode: 'ops.uae@demo.panel' },
  { issuer: 'AWS', accountCode: 'logistics-prod' },
  { issuer: 'Amazon Seller Central', accountCode: 'seller.ksa@demo.panel' },
] as const;

/**
 * The issuer list for both seed kinds; with 'demo', a few accounts created by the demo
 * administrator. The seed has no SECRETS_KEY: the server seals their secrets when it starts.
 */
export async function seedAuthAccounts(db: Db, options: { kind: 'demo' | 'none' }): Promise<void> {
  await authAccounts.seedIssuers(db, SEED_ISSUERS, SYSTEM_ACTOR);
  if (options.kind !== 'demo') return;
  await authAccounts.seedAccounts(db, DEMO_AUTH_ACCOUNTS, await demoActor(db, 'admin'));
}
