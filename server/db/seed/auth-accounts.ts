import * as authAccounts from '../../modules/auth-accounts/auth-accounts.service.ts';
import * as users from '../../modules/users/users.service.ts';
import type { Db } from '../connect.ts';

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

const SYSTEM = { userId: null, name: 'System' };

/**
 * The issuer list for both seed kinds; with 'demo', a few accounts created by the demo
 * administrator. The seed has no SECRETS_KEY: the server seals their secrets when it starts.
 */
export async function seedAuthAccounts(db: Db, options: { kind: 'demo' | 'none' }): Promise<void> {
  await authAccounts.seedIssuers(db, SEED_ISSUERS, SYSTEM);
  if (options.kind !== 'demo') return;
  const admin = await users.findByLogin(db, 'admin');
  const by = admin ? { userId: admin.id, name: `${admin.first_name} ${admin.last_name}`.trim() } : SYSTEM;
  await authAccounts.seedAccounts(db, DEMO_AUTH_ACCOUNTS, by);
}
