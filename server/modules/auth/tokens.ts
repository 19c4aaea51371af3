import { SignJWT, jwtVerify, errors } from 'jose';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { HttpError } from '../../plugins/http-error.ts';

export interface TokenClaims {
  userId: number;
}

/** Issues and checks the session JWTs (HS256) of one server configuration. */
export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async issue(userId: number): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** Resolves the claims or throws a 401 with the spec's 'access_token expired' / 'Invalid access_token'. */
    async verify(token: string): Promise<TokenClaims> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || userId <= 0) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
        return { userId };
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new HttpError(401, AUTH_MESSAGES.expiredToken);
        if (err instanceof HttpError) throw err;
        throw new HttpError(401, AUTH_MESSAGES.invalidToken);
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** The token of a request: `Authorization: Bearer …` or the `x-access-token` header. */
export function tokenFromHeaders(headers: Record<string, string | string[] | undefined>): string | undefined {
  const auth = headers.authorization;
  if (typeof auth === 'string' && /^bearer\s+/i.test(auth)) return auth.replace(/^bearer\s+/i, '').trim() || undefined;
  const alt = headers['x-access-token'];
  return typeof alt === 'string' && alt.trim() ? alt.trim() : undefined;
}
