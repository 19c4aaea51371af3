import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionReplySchema } from '../../../src/domain/auth/contracts.ts';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { sayHere } from '../../../src/lib/words.ts';
import { API_PATHS } from '../../../src/domain/services.ts';
import { api, envelopeError, onSessionRejected, request, requestReply } from '../../../src/lib/api-client.ts';
import { ApiError } from '../../../src/lib/api-error.ts';
import { getToken, setToken } from '../../../src/lib/token-storage.ts';
import { DEMO_PASSWORD, fakeToken, nowSeconds } from '../helpers.tsx';

const signInBody = (username: string, password: string) => ({ username, password, appName: 'adminpanel', datasenter: 'uae' });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client against the real server', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('unwraps the envelope: callers get data, and the message on request', async () => {
    const reply = await requestReply(
      { method: 'POST', url: API_PATHS.login, data: signInBody('office', DEMO_PASSWORD), withToken: false },
      sessionReplySchema,
    );
    expect(reply.data.user.role).toContain('L1');
    expect(reply.message).toBe(sayHere(AUTH_MESSAGES.signedIn));
    const config = await request<{ version: string }>({ method: 'GET', url: API_PATHS.clientConfig, withToken: false });
    expect(config.version).toBe('2.1.21');
  });

  it('turns a status-false reply into an ApiError with the message and field errors', async () => {
    const error = await rejection(
      request({ method: 'POST', url: API_PATHS.login, data: signInBody('office', 'wrong-password'), withToken: false }),
    );
    expect(error.httpStatus).toBe(401);
    expect(error.message).toBe(sayHere(AUTH_MESSAGES.badCredentials));
    expect(error.fieldError('password')).toBe(sayHere(AUTH_MESSAGES.badCredentials));
    expect(error.fieldError('code')).toBeUndefined();
    expect(error.requestId).toEqual(expect.any(String));
  });

  it('treats status false as a failure even on a 200 reply', () => {
    const error = envelopeError(
      { status: false, message: 'Nope', data: null, requestId: 'r1', errors: [{ field: 'code', message: 'taken' }] },
      200,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Nope');
    expect(error.fieldError('code')).toBe('taken');
    expect(envelopeError('<html>', 502).message).toBe('The request failed (502).');
  });

  it("carries a 429's seconds to wait from the envelope", () => {
    const error = envelopeError({ status: false, message: 'Wait', data: null, requestId: 'r2', retryAfter: 7 }, 429);
    expect(error.httpStatus).toBe(429);
    expect(error.retryAfter).toBe(7);
  });

  it('sends the stored token as bearer and as x-access-token', async () => {
    const { token } = await request(
      { method: 'POST', url: API_PATHS.login, data: signInBody('operator', DEMO_PASSWORD), withToken: false },
      sessionReplySchema,
    );
    setToken(token);
    const response = await api.request({ method: 'GET', url: API_PATHS.tokenLogin });
    expect(response.config.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(response.config.headers.get('x-access-token')).toBe(token);
    expect(sessionReplySchema.parse(response.data.data).UserID).toEqual(expect.any(Number));
  });

  it('signs out with "Invalid access_token" when the server refuses the token', async () => {
    const rejected = vi.fn();
    stop = onSessionRejected(rejected);
    setToken(fakeToken({ sub: '1', exp: nowSeconds() + 3600 }));
    const error = await rejection(request({ method: 'GET', url: API_PATHS.tokenLogin }));
    expect(error.httpStatus).toBe(401);
    expect(rejected).toHaveBeenCalledWith(AUTH_MESSAGES.invalidToken);
  });

  it('leaves a refused token to callers that handle it themselves', async () => {
    const rejected = vi.fn();
    stop = onSessionRejected(rejected);
    setToken(fakeToken({ sub: '1', exp: nowSeconds() + 3600 }));
    await rejection(request({ method: 'GET', url: API_PATHS.tokenLogin, signOutOn401: false }));
    expect(rejected).not.toHaveBeenCalled();
  });

  it('does not send an expired token; it signs out with "access_token expired"', async () => {
    const rejected = vi.fn();
    stop = onSessionRejected(rejected);
    setToken(fakeToken({ sub: '1', exp: nowSeconds() - 10 }));
    const error = await rejection(request({ method: 'GET', url: API_PATHS.tokenLogin }));
    expect(error.message).toBe(sayHere(AUTH_MESSAGES.expiredToken));
    expect(rejected).toHaveBeenCalledWith(AUTH_MESSAGES.expiredToken);
    expect(getToken()).not.toBeNull();
  });

  it('reports an unreachable server as an ApiError without a status', async () => {
    const error = await rejection(request({ method: 'GET', url: 'http://127.0.0.1:9/api/config', withToken: false }));
    expect(error.httpStatus).toBeUndefined();
    expect(error.message).toMatch(/could not be reached/);
  });
});
