import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../src/domain/constants.ts';
import { clearToken, decodeTokenPayload, getToken, isTokenValid, setToken } from '../../../src/lib/token-storage.ts';
import { fakeToken, nowSeconds } from '../helpers.tsx';

describe('token storage', () => {
  it('keeps the token under jwt_access_token and clears it', () => {
    setToken('abc');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(TOKEN_STORAGE_KEY).toBe('jwt_access_token');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(getToken()).toBeNull();
  });

  it('counts a token as valid only while its expiry is in the future', () => {
    expect(isTokenValid(fakeToken({ sub: '1', exp: nowSeconds() + 60 }))).toBe(true);
    expect(isTokenValid(fakeToken({ sub: '1', exp: nowSeconds() - 1 }))).toBe(false);
    const exp = 1_700_000_000;
    expect(isTokenValid(fakeToken({ exp }), exp * 1000)).toBe(false);
    expect(isTokenValid(fakeToken({ exp }), exp * 1000 - 1)).toBe(true);
  });

  it('refuses tokens without a readable expiry', () => {
    expect(isTokenValid(null)).toBe(false);
    expect(isTokenValid('')).toBe(false);
    expect(isTokenValid('not-a-jwt')).toBe(false);
    expect(isTokenValid('a.%%%.c')).toBe(false);
    expect(isTokenValid(fakeToken({ sub: '1' }))).toBe(false);
    expect(isTokenValid(fakeToken({ exp: String(nowSeconds() + 60) }))).toBe(false);
  });

  it('decodes base64url payloads, including non-ASCII text', () => {
    expect(decodeTokenPayload(fakeToken({ name: 'Ümit عمر', exp: 5 }))).toEqual({ name: 'Ümit عمر', exp: 5 });
  });
});
