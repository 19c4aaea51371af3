import { SignJWT, jwtVerify, errors } from 'jose';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { HttpError } from '../../plugins/http-error.ts';

export interface TokenClaims {
  userId: number;
}

/**
 * Tokens already verified, up to this many: a device sends the same token with every scan, and
 * its signature is checked once instead of on every request. A token is its own proof (HS256 over
 * the exact string), so an entry stays good until the token's expiry, which is still checked on
 * every use. The user behind it is checked on every request all the same (access plugin).
 */
const VERIFIED_TOKENS = 10_000;

/** Issues and checks the session JWTs (HS256) of one server configuration. */
export function createTokenService(secret: string, ttlSeconds: number) {
  const raw = new TextEncoder().encode(secret);
  // Imported once: given raw bytes, jose imports the key again for every token.
  const key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = new Map<string, { userId: number; expiresMs: number }>();

  return {
    ttlSeconds,
    async issue(userId: number): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
    },
    /** Resolves the claims or throws a 401 with the spec's 'access_token expired' / 'Invalid access_token'. */
    async verify(token: string): Promise<TokenClaims> {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresMs) return { userId: known.userId };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || userId <= 0) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
        // A token without an expiry is not remembered: it is checked every time, as before.
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_TOKENS) verified.clear();
          verified.set(token, { userId, expiresMs: payload.exp * 1000 });
        }
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
