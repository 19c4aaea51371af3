import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { HttpError } from '../../plugins/http-error.ts';

export interface TokenClaims {
  userId: number;
  /** The sign-in the token belongs to (sessions table): the token is good while it is open. */
  sessionId: string;
}

/** Who issues the tokens and whom they are for: a token of another system with the same key is refused. */
export const TOKEN_ISSUER = 'backoffice-panel';
export const TOKEN_AUDIENCE = 'backoffice-panel/api';

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
  const verified = new Map<string, TokenClaims & { expiresMs: number }>();

  return {
    ttlSeconds,
    /** A token for the session, expiring after the TTL or at the session's own end, whichever is first. */
    async issue(claims: TokenClaims, sessionEndsMs: number): Promise<string> {
      const expires = Math.min(Math.floor(Date.now() / 1000) + ttlSeconds, Math.floor(sessionEndsMs / 1000));
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(String(claims.userId))
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(await key);
    },
    /** Resolves the claims or throws a 401 with the spec's 'access_token expired' / 'Invalid access_token'. */
    async verify(token: string): Promise<TokenClaims> {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresMs) return { userId: known.userId, sessionId: known.sessionId };
        verified.delete(token);
      }
      try {
        // A token without an expiry, a session, an id or our issuer and audience is not one of ours.
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'sub', 'sid', 'jti'],
        });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isInteger(userId) || userId <= 0 || typeof sessionId !== 'string') throw new HttpError(401, AUTH_MESSAGES.invalidToken);
        if (verified.size >= VERIFIED_TOKENS) verified.clear();
        verified.set(token, { userId, sessionId, expiresMs: payload.exp! * 1000 });
        return { userId, sessionId };
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
