import axios, { type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { z } from 'zod/mini';
import { AUTH_MESSAGES } from '../domain/auth/messages.ts';
import { errorEnvelopeSchema } from '../domain/envelope.ts';
import type { Msg } from '../domain/words/words.ts';
import { resolveApiUrl } from './api-config.ts';
import { ApiError } from './api-error.ts';
import { COMMON_NS } from './i18n-common.ts';
import { getToken, isTokenValid } from './token-storage.ts';
import { sayHere } from './words.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false for calls made without a session (sign-in, public config): no token is sent. */
    withToken?: boolean;
    /** false when the caller handles a rejected token itself (token sign-in). */
    signOutOn401?: boolean;
  }
}

/** Told why the session ended, as a message of the sign-in words (registered at every start, the device's too). */
type SessionRejectedHandler = (message: Msg) => void;
let sessionRejected: SessionRejectedHandler = () => {};

/** Registers what happens when the server rejects the session (the auth store signs out). */
export function onSessionRejected(handler: SessionRejectedHandler): () => void {
  sessionRejected = handler;
  return () => {
    if (sessionRejected === handler) sessionRejected = () => {};
  };
}

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, { ns: COMMON_NS, ...options });

/** The one HTTP client of the app; use `request`/`requestReply` rather than calling it directly. */
// No XSRF cookie: the session is a bearer token. Left on, axios reads that cookie through the async
// Cookie Store API before every send, so each request waits behind whatever render is running.
export const api = axios.create({ headers: { Accept: 'application/json' }, timeout: 30_000, withXSRFToken: false });

function attachSession(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.url) config.url = resolveApiUrl(config.url);
  // The server answers in the user's chosen language: messages, field problems, row problems.
  config.headers.set('Accept-Language', i18next.language || 'en');
  if (config.withToken === false) return config;
  const token = getToken();
  if (!token) return config;
  // Sending a token the server will refuse only delays the sign-out the user needs anyway.
  if (!isTokenValid(token)) {
    if (config.signOutOn401 !== false) sessionRejected(AUTH_MESSAGES.expiredToken);
    throw new ApiError(sayHere(AUTH_MESSAGES.expiredToken), { httpStatus: 401 });
  }
  config.headers.set('Authorization', `Bearer ${token}`);
  // Some back-end services read the token from this header instead (spec 000 §7).
  config.headers.set('x-access-token', token);
  return config;
}

const isEnvelope = (body: unknown): body is { status: boolean; message: string; data: unknown } =>
  typeof body === 'object' && body !== null && typeof (body as { status?: unknown }).status === 'boolean';

/** Turns a reply body with `status: false` into an ApiError carrying its message and field errors. */
export function envelopeError(body: unknown, httpStatus?: number, cause?: unknown): ApiError {
  const parsed = z.partial(errorEnvelopeSchema, { requestId: true, data: true }).safeParse(body);
  if (parsed.success) {
    const { message, errors, requestId, retryAfter, stale } = parsed.data;
    return new ApiError(message, { httpStatus, fieldErrors: errors, requestId, retryAfter, stale, cause });
  }
  if (httpStatus) return new ApiError(t('requestFailed', { status: httpStatus }), { httpStatus, cause });
  return new ApiError(t('unexpectedReply'), { cause });
}

function checkReply(response: AxiosResponse): AxiosResponse {
  const body: unknown = response.data;
  if (!isEnvelope(body)) throw new ApiError(t('unexpectedReply'), { httpStatus: response.status });
  if (!body.status) throw envelopeError(body, response.status);
  return response;
}

function toApiError(error: unknown): never {
  if (error instanceof ApiError) throw error;
  if (!axios.isAxiosError(error)) throw new ApiError(t('networkError'), { cause: error });
  const response = error.response;
  if (!response) throw new ApiError(t('networkError'), { cause: error });
  const apiError = envelopeError(response.data, response.status, error);
  const sentToken = Boolean(error.config?.headers?.Authorization);
  if (response.status === 401 && sentToken && error.config?.signOutOn401 !== false) {
    sessionRejected(AUTH_MESSAGES.invalidToken);
  }
  throw apiError;
}

// Synchronous: the request leaves at once, not after a render React has queued in between.
api.interceptors.request.use(attachSession, undefined, { synchronous: true });
api.interceptors.response.use(checkReply, toApiError);

export interface Reply<T> {
  data: T;
  message: string;
}

/** Sends a call and returns the envelope's data and message, checked against `schema` when given. */
export async function requestReply<T>(config: AxiosRequestConfig, schema?: z.ZodMiniType<T>): Promise<Reply<T>> {
  const response = await api.request<{ status: true; message: string; data: unknown }>(config);
  const { data, message } = response.data;
  if (!schema) return { data: data as T, message };
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(t('unexpectedReply'), { httpStatus: response.status, cause: parsed.error });
  return { data: parsed.data, message };
}

/** Sends a call and returns only the envelope's data. */
export async function request<T>(config: AxiosRequestConfig, schema?: z.ZodMiniType<T>): Promise<T> {
  return (await requestReply(config, schema)).data;
}
