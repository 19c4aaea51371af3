import { z } from 'zod/mini';
import { AUTH_ACCOUNT_PATHS, issuerSchema, type Issuer } from '../../../domain/auth-accounts/contracts.ts';
import { request } from '../../../lib/api-client.ts';

/** The issuers accounts may be registered under, by name. */
export function getIssuers(signal?: AbortSignal): Promise<Issuer[]> {
  return request({ method: 'GET', url: AUTH_ACCOUNT_PATHS.issuers, signal }, z.array(issuerSchema));
}
