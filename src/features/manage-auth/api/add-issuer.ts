import { AUTH_ACCOUNT_PATHS, issuerSchema, type AddIssuerRequest, type Issuer } from '../../../domain/auth-accounts/contracts.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** Extends the issuer list (administrators); the reply's message is the toast. */
export function addIssuer(body: AddIssuerRequest): Promise<Reply<Issuer>> {
  return requestReply({ method: 'POST', url: AUTH_ACCOUNT_PATHS.issuers, data: body }, issuerSchema);
}
