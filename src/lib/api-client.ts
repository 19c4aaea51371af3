import i18next from 'i18next';
import { z } from 'zod/mini';
import { AUTH_MESSAGES } from '../domain/auth/messages.ts';
import { errorEnvelopeSchema } from '../domain/envelope.ts';
import { resolveApiUrl } from './api-config.ts';
import { ApiError } from './api-error.ts';
import { COMMON_NS } from './i18n-common.ts';
import { getToken, isTokenValid } from './token-storage.ts';

/** One call to the API: a path from src/domain/services.ts (or a full address), and what to send. */
export interface RequestConfig {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Query parameters; undefined and null ones are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  /** The body: a string goes as it is, anything else as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the call counts as unanswered (30 s by default). */
  timeout?: number;
  /** 'text' keeps the body as text; otherwise JSON is parsed (a body that is not JSON stays text). */
  responseType?: 'json' | 'text';
  /** Applied in order to the body before the envelope is checked. */
  transformResponse?: ((body: unknown) => unknown)[];
  /** false for calls made without a session (sign-in, public config): no token is sent. */
  withToken?: boolean;
  /** false when the caller handles a rejected token itself (token sign-in). */
  signOutOn401?: boolean;
}

/** A reply as the client received it; `config.headers` are the headers that were sent. */
export interface Response<T = unknown> {
  status: number;
  data: T;
  config: Omit<RequestConfig, 'headers'> & { headers: Headers };
}

type SessionRejectedHandler = (message: string) => void;
let sessionRejected: SessionRejectedHandler = () => {};

/** Registers what happens when the server rejects the session (the auth store signs out). */
export function onSessionRejected(handler: SessionRejectedHandler): () => void {
  sessionRejected = handler;
  return () => {
    if (sessionRejected === handler) sessionRejected = () => {};
  };
}

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, { ns: COMMON_NS, ...options });

const TIMEOUT_MS = 30_000;

/** The session's headers for a call, or an ApiError when the stored token has expired. */
function sessionHeaders(config: RequestConfig, headers: Headers): void {
  if (config.withToken === false) return;
  const token = getToken();
  if (!token) return;
  // Sending a token the server will refuse only delays the sign-out the user needs anyway.
  if (!isTokenValid(token)) {
    if (config.signOutOn401 !== false) sessionRejected(AUTH_MESSAGES.expiredToken);
    throw new ApiError(AUTH_MESSAGES.expiredToken, { httpStatus: 401 });
  }
  headers.set('Authorization', `Bearer ${token}`);
  // Some back-end services read the token from this header instead (spec 000 §7).
  headers.set('x-access-token', token);
}

function addressOf(config: RequestConfig): string {
  const url = resolveApiUrl(config.url);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(config.params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function parseBody(text: string, config: RequestConfig): unknown {
  let body: unknown = text;
  if (config.responseType !== 'text' && text !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON (a proxy's HTML error page, say): the envelope check reports it.
    }
  }
  return (config.transformResponse ?? []).reduce((value, transform) => transform(value), body);
}

/**
 * The one HTTP client of the app, on the browser's fetch; use `request`/`requestReply` rather than
 * calling it directly. Any reply outside 2xx, and any call that got no reply, rejects with an ApiError.
 */
export const api = {
  async request<T = unknown>(config: RequestConfig): Promise<Response<T>> {
    const headers = new Headers({ Accept: 'application/json', ...config.headers });
    sessionHeaders(config, headers);
    let body: string | undefined;
    if (config.data !== undefined) {
      body = typeof config.data === 'string' ? config.data : JSON.stringify(config.data);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
    const timeout = AbortSignal.timeout(config.timeout ?? TIMEOUT_MS);
    const signal = config.signal ? AbortSignal.any([config.signal, timeout]) : timeout;
    let status: number;
    let text: string;
    try {
      const reply = await fetch(addressOf(config), { method: config.method ?? 'GET', headers, body, signal });
      status = reply.status;
      text = await reply.text();
    } catch (error) {
      throw new ApiError(t('networkError'), { cause: error });
    }
    const data = parseBody(text, config);
    if (status < 200 || status >= 300) {
      const apiError = envelopeError(data, status);
      if (status === 401 && headers.has('Authorization') && config.signOutOn401 !== false) sessionRejected(AUTH_MESSAGES.invalidToken);
      throw apiError;
    }
    return { status, data: data as T, config: { ...config, headers } };
  },
};

const isEnvelope = (body: unknown): body is { status: boolean; message: string; data: unknown } =>
  typeof body === 'object' && body !== null && typeof (body as { status?: unknown }).status === 'boolean';

/** Turns a reply body with `status: false` into an ApiError carrying its message and field errors. */
export function envelopeError(body: unknown, httpStatus?: number, cause?: unknown): ApiError {
  const parsed = z.partial(errorEnvelopeSchema, { requestId: true, data: true }).safeParse(body);
  if (parsed.success) {
    return new ApiError(parsed.data.message, { httpStatus, fieldErrors: parsed.data.errors, requestId: parsed.data.requestId, cause });
  }
  if (httpStatus) return new ApiError(t('requestFailed', { status: httpStatus }), { httpStatus, cause });
  return new ApiError(t('unexpectedReply'), { cause });
}

export interface Reply<T> {
  data: T;
  message: string;
}

/** Sends a call and returns the envelope's data and message, checked against `schema` when given. */
export async function requestReply<T>(config: RequestConfig, schema?: z.ZodMiniType<T>): Promise<Reply<T>> {
  const response = await api.request(config);
  const body = response.data;
  if (!isEnvelope(body)) throw new ApiError(t('unexpectedReply'), { httpStatus: response.status });
  if (!body.status) throw envelopeError(body, response.status);
  const { data, message } = body;
  if (!schema) return { data: data as T, message };
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(t('unexpectedReply'), { httpStatus: response.status, cause: parsed.error });
  return { data: parsed.data, message };
}

/** Sends a call and returns only the envelope's data. */
export async function request<T>(config: RequestConfig, schema?: z.ZodMiniType<T>): Promise<T> {
  return (await requestReply(config, schema)).data;
}
