import { AUTH_ACCOUNT_PATHS, authAccountQrSchema, type AuthAccountQr } from '../../../domain/auth-accounts/contracts.ts';
import { request } from '../../../lib/api-client.ts';

/** The QR of an existing account (needs L2: it reveals the secret). */
export function getAccountQr(id: number, signal?: AbortSignal): Promise<AuthAccountQr> {
  return request({ method: 'GET', url: `${AUTH_ACCOUNT_PATHS.account}/${id}/qr`, signal }, authAccountQrSchema);
}
