import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages.ts';
import { createTokenService } from '../../server/modules/auth/tokens.ts';

// A token's signature is checked once and remembered; its expiry is still checked on every use.
const claims = { userId: 7, sessionId: 'a-session' };

describe('verified tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a token checked before until it expires, then refuses it as expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService(randomBytes(32).toString('hex'), 60);
    const token = await tokens.issue(claims, Date.now() + 3_600_000);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 61_000);
    await expect(tokens.verify(token)).rejects.toMatchObject({ statusCode: 401, words: AUTH_MESSAGES.expiredToken });
  });

  it('refuses a token of another secret even with the same claims as one it knows', async () => {
    const mine = createTokenService(randomBytes(32).toString('hex'), 60);
    const theirs = createTokenService(randomBytes(32).toString('hex'), 60);
    expect(await mine.verify(await mine.issue(claims, Date.now() + 3_600_000))).toEqual(claims);
    await expect(mine.verify(await theirs.issue(claims, Date.now() + 3_600_000))).rejects.toMatchObject({
      statusCode: 401,
      words: AUTH_MESSAGES.invalidToken,
    });
  });
});
