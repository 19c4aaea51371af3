import { AUTH_ACCOUNT_PATHS, authAccountSchema, type AccountFilter, type AuthAccount } from '../../../domain/auth-accounts/contracts.ts';
import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** The resource account lists are cached under: registering or deleting one invalidates it. */
export const ACCOUNTS_RESOURCE = 'authAccounts';

/** One page of accounts for an issuer ('' = any) and part of an account code, in `sort`'s order (newest first without one). */
export function getAccounts(
  { index, pageSize }: Paging,
  filter: AccountFilter,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
): Promise<Page<AuthAccount>> {
  const data: AccountFilter = { issuer: filter.issuer, accountCode: filter.accountCode.trim() };
  const params = { index, pageSize, sort: sortParam(sort) };
  return request({ method: 'POST', url: AUTH_ACCOUNT_PATHS.list, params, data, signal }, pageOf(authAccountSchema));
}
