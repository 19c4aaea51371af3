import {
  AUTH_ACCOUNT_PATHS,
  authAccountQrSchema,
  type AuthAccountQr,
  type RegisterAccountRequest,
} from '../../../domain/auth-accounts/contracts.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** Registers an account with a new TOTP secret; the reply carries its QR and the message for the toast. */
export function registerAccount(body: RegisterAccountRequest): Promise<Reply<AuthAccountQr>> {
  return requestReply({ method: 'POST', url: AUTH_ACCOUNT_PATHS.register, data: body }, authAccountQrSchema);
}
